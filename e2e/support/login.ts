import { expect, type Page } from '@playwright/test';

export const demoPassword = 'demo2026';
export const demoEmail = (local: string) => `${local}@demo.crewhub.app`;

/** The demo accounts the specs log in as (`<role>@demo.crewhub.app`). */
export type Role = 'crew' | 'chief' | 'temp' | 'planner' | 'office' | 'client';

/**
 * Logs in through the login screen, as a user would. That screen follows the browser's language
 * (English here), so it is found by label; once logged in the app speaks the person's own
 * language (crew@ reads Dutch), which is why the specs find the other screens by test id.
 */
export const loginAs = async (page: Page, role: Role) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(demoEmail(role));
  await page.getByLabel('Password', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('login-form')).toBeHidden();
};

/** The side menu: always shown beside the page on desktop, a drawer to open on phones. */
export const openMenu = async (page: Page) => {
  const navbar = page.getByTestId('side-navbar');
  const menuButton = page.getByTestId('menu-button');
  await expect(navbar.or(menuButton).first()).toBeVisible();
  if (await navbar.isVisible()) return navbar;
  const drawer = page.getByTestId('side-drawer');
  if (await drawer.isVisible()) return drawer;
  await menuButton.click();
  await expect(drawer.first()).toBeVisible();
  return drawer;
};
