import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

const screenshotDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');

export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

/** Keeps a screenshot of the screen under e2e/screenshots, for people to look at. */
export const screenshot = async (page: Page, name: string) => {
  mkdirSync(screenshotDir, { recursive: true });
  // Finished transitions: a dialog caught mid-fade would show half of two screens.
  await page.screenshot({
    path: path.join(screenshotDir, `${name}.png`),
    fullPage: false,
    animations: 'disabled',
  });
};
