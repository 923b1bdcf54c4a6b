import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

const screenshotDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');

export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

// Flags from this machine's notes: without them Chromium keeps dialing out on a closed network.
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export type BrowserFixture = {
  baseUrl: string;
  newPage: (options?: BrowserContextOptions) => Promise<Page>;
};

/** One headless Debian Chromium per spec file; every page gets a fresh context (no storage). */
export const useBrowser = (): BrowserFixture => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const fixture: BrowserFixture = {
    baseUrl: '',
    newPage: async (options = {}) => {
      const context = await browser.newContext({
        viewport: viewports.phone,
        baseURL: fixture.baseUrl,
        ...options,
      });
      contexts.push(context);
      return context.newPage();
    },
  };
  beforeAll(async () => {
    fixture.baseUrl = inject('baseUrl');
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: chromiumArgs,
    });
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await browser?.close();
  });
  return fixture;
};

export const screenshot = async (page: Page, name: string) => {
  mkdirSync(screenshotDir, { recursive: true });
  // Finished transitions: a dialog caught mid-fade would show half of two screens.
  await page.screenshot({
    path: path.join(screenshotDir, `${name}.png`),
    fullPage: false,
    animations: 'disabled',
  });
};
