import { defineConfig } from '@playwright/test';
import { baseUrl } from './support/server';
import { viewports } from './support/screens';

/** Specs that never change the demo's data, so their order against the others is free. */
const readOnlySpecs = [
  'a11y/every-screen.spec.ts',
  'a11y/screenshots.spec.ts',
  'a11y/keyboard.spec.ts',
  'a11y/dutch-dates.spec.ts',
  'shell/pwa.spec.ts',
  'auth/login-menus.spec.ts',
];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // One seeded server for all specs. Specs that change data build on it in order, one browser
  // at a time ("flows"); specs that only look (the axe audits, screenshots, keyboard walks,
  // menus) run beside them in a second browser, so both cores work all through the run.
  workers: 2,
  projects: [
    { name: 'looks', testMatch: readOnlySpecs, workers: 1 },
    { name: 'flows', testIgnore: readOnlySpecs, workers: 1 },
  ],
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
    launchOptions: {
      // Debian's Chromium: Playwright never downloads a browser of its own.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // From this machine's notes: without them Chromium keeps dialing out on a closed network.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
