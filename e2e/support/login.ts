import type { Page } from 'playwright-core';

export const demoPassword = 'demo2026';
export const demoEmail = (local: string) => `${local}@demo.crewhub.app`;

/** Logs in through the login screen, as a user would. */
export const loginAs = async (page: Page, local: string, path = '/login') => {
  await page.goto(path);
  await page.getByTestId('login-identifier').fill(demoEmail(local));
  await page.getByTestId('login-password').fill(demoPassword);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('login-form').waitFor({ state: 'hidden', timeout: 15_000 });
};

/** Opens the side drawer where the menu lives (the phone layout hides it). */
export const openMenu = async (page: Page) => {
  const drawer = page.getByTestId('side-drawer');
  if (await drawer.isVisible()) return drawer;
  await page.getByTestId('menu-button').click();
  await drawer.first().waitFor({ state: 'visible' });
  return drawer;
};
