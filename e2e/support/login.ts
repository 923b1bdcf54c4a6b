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

/** The side menu: always shown beside the page on desktop, a drawer to open on phones. */
export const openMenu = async (page: Page) => {
  const navbar = page.getByTestId('side-navbar');
  await navbar.or(page.getByTestId('menu-button')).first().waitFor({ state: 'visible' });
  if (await navbar.isVisible()) return navbar;
  const drawer = page.getByTestId('side-drawer');
  if (await drawer.isVisible()) return drawer;
  await page.getByTestId('menu-button').click();
  await drawer.first().waitFor({ state: 'visible' });
  return drawer;
};
