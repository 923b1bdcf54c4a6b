import { expect, test } from '@playwright/test';
import { demoEmail, demoPassword } from '../support/login';
import { screenshot, viewports } from '../support/screens';

test.describe('guest links and deep links', () => {
  test('lands a project guest on their project and keeps them out of payrolls', async ({
    page,
  }) => {
    // A guest's screens ask only for what guests may read: no call answers 403.
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 403) refused.push(new URL(response.url()).pathname);
    });
    await page.goto('/login?PID=P-2026-001&Password=guest2026');
    await expect(page.getByLabel('Project number')).toHaveValue('P-2026-001');
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('guest2026');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/projects\/P-2026-001$/);
    await expect(page.getByTestId('page-title')).toBeVisible();
    await expect(page.getByTestId('bottom-bar')).toHaveCount(0);
    await screenshot(page, 'project-guest-phone');

    await page.goto('/payrolls');
    await expect(page).toHaveURL(/\/projects\/P-2026-001$/);
    await expect(page.getByTestId('page-title')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(refused).toEqual([]);
  });

  test('lands a plus-crew guest on their plus crew', async ({ page }) => {
    await page.setViewportSize(viewports.desktop);
    await page.goto('/login?PCID=PC-001&Password=guest2026');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/plus-crews\/PC-001$/);
    await page.goto('/jobs');
    await expect(page).toHaveURL(/\/plus-crews\/PC-001$/);
  });

  test('returns an unauthenticated deep link to its page after login', async ({ page }) => {
    await page.goto('/personal-calendar');
    await expect(page).toHaveURL(/\/login\?/);
    await page.getByLabel('Email').fill(demoEmail('crew'));
    await page.getByLabel('Password', { exact: true }).fill(demoPassword);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/personal-calendar$/);
    await expect(page.getByTestId('page-title').first()).toBeVisible();
  });

  test('shows the not-found screen for unknown paths', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByTestId('not-found').first()).toBeVisible();
  });

  test('shows a clear error for a wrong password', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(demoEmail('crew'));
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByTestId('form-error').first()).toBeVisible();
    await screenshot(page, 'login-error-phone');
  });
});
