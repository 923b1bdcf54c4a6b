import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser, viewports } from '../support/browser';
import { demoEmail, demoPassword } from '../support/login';

const browser = useBrowser();

describe('guest links and deep links', () => {
  it('lands a project guest on their project and keeps them out of payrolls', async () => {
    const page = await browser.newPage();
    await page.goto('/login?PID=P-2026-001&Password=guest2026');
    await expect.poll(() => page.getByTestId('login-identifier').inputValue()).toBe('P-2026-001');
    await expect.poll(() => page.getByTestId('login-password').inputValue()).toBe('guest2026');
    await page.getByTestId('login-submit').click();
    await page.waitForURL(/\/projects\/P-2026-001$/);
    await page.getByTestId('page-title').waitFor({ state: 'visible' });
    expect(await page.getByTestId('bottom-bar').count()).toBe(0);
    await screenshot(page, 'project-guest-phone');

    await page.goto('/payrolls');
    await page.waitForURL(/\/projects\/P-2026-001$/);
  });

  it('lands a plus-crew guest on their plus crew', async () => {
    const page = await browser.newPage({ viewport: viewports.desktop });
    await page.goto('/login?PCID=PC-001&Password=guest2026');
    await page.getByTestId('login-submit').click();
    await page.waitForURL(/\/plus-crews\/PC-001$/);
    await page.goto('/jobs');
    await page.waitForURL(/\/plus-crews\/PC-001$/);
  });

  it('returns an unauthenticated deep link to its page after login', async () => {
    const page = await browser.newPage();
    await page.goto('/personal-calendar');
    await page.waitForURL(/\/login\?/);
    await page.getByTestId('login-identifier').fill(demoEmail('crew'));
    await page.getByTestId('login-password').fill(demoPassword);
    await page.getByTestId('login-submit').click();
    await page.waitForURL(/\/personal-calendar$/);
    await page.getByTestId('page-title').first().waitFor({ state: 'visible' });
  });

  it('shows the not-found screen for unknown paths', async () => {
    const page = await browser.newPage();
    await page.goto('/no-such-page');
    await page.getByTestId('not-found').first().waitFor({ state: 'visible' });
  });

  it('shows a clear error for a wrong password', async () => {
    const page = await browser.newPage();
    await page.goto('/login');
    await page.getByTestId('login-identifier').fill(demoEmail('crew'));
    await page.getByTestId('login-password').fill('not-the-password');
    await page.getByTestId('login-submit').click();
    await page.getByTestId('form-error').first().waitFor({ state: 'visible' });
    await screenshot(page, 'login-error-phone');
  });
});
