import { defineConfig } from '@playwright/test';
import { baseUrl } from './support/server';
import { viewports } from './support/screens';

// Debian's Chromium (scripts/ensure-chromium.sh): Playwright never downloads a browser of its own.
// The specs run in its lean headless build, at half the CPU of the full browser's headless mode;
// that build has no push service, so the spec that subscribes a device for push runs in the full
// browser.
const headlessShell = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
const fullChromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const needsPushService = ['notifications/notification-settings.spec.ts'];

// From this machine's notes: without them Chromium keeps dialing out on a closed network.
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // One seeded server for all specs, two browsers at a time (this machine has two cores). Each
  // spec file keeps its tests in order in one worker (no fullyParallel), and what it asserts is
  // about records it made itself or demo data the other files' writes leave alone, so it holds
  // whichever file the other worker runs meanwhile. Both share the server's limits: pages sign
  // in on one session per role and worker, as it takes 60 logins a minute from one address, and
  // the specs' API calls wait out its 503 when busy (support/fixtures.ts, support/api.ts).
  workers: 2,
  forbidOnly: !!process.env.CI,
  globalSetup: './support/global-setup.ts',
  timeout: 60_000,
  // On a busy two-core machine a screen can take longer than the default 5 s to settle.
  expect: { timeout: 15_000 },
  outputDir: './test-results',
  reporter: [['list'], ['html', { outputFolder: './playwright-report', open: 'never' }]],
  use: {
    baseURL: baseUrl,
    viewport: viewports.phone,
    // Each test's fresh context would install the service worker, which fetches every file of
    // the app shell again; the specs about the installed app and offline use allow it.
    serviceWorkers: 'block',
    launchOptions: { executablePath: headlessShell, args: chromiumArgs },
    // Recording a trace costs each test about a fifth more CPU (screencast frames and DOM
    // snapshots of every action); E2E_TRACE=1 keeps the traces of failed tests to look into.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'headless shell', testIgnore: needsPushService },
    {
      name: 'full browser',
      testMatch: needsPushService,
      use: { launchOptions: { executablePath: fullChromium, args: chromiumArgs } },
    },
  ],
});
