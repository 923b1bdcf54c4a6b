import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

// The month `months` from now, YYYY-MM, by the browser's clock like the dashboard.
const monthFromNow = (months: number): string => {
  const now = new Date();
  const day = new Date(Date.UTC(now.getFullYear(), now.getMonth() + months, 1));
  return day.toISOString().slice(0, 7);
};

const figure = (page: Page, key: string) => page.getByTestId(`figure-${key}`);

test.describe('plus crews', () => {
  test('the guest link opens the dashboard, a day is entered and the totals follow', async ({
    page,
  }) => {
    await page.goto('/login?PCID=PC-001&Password=guest2026');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/plus-crews\/PC-001$/);
    await expect(figure(page, 'turnover')).toBeVisible();
    await expect(page.getByTestId('turnover-chart')).toBeVisible();

    // Two months ahead nothing is seeded, so the day entered is the month's whole turnover.
    const month = monthFromNow(2);
    await page.goto(`/plus-crews/PC-001/data?date=${month}-01`);
    const turnover = page.locator('input[data-column="turnover"][data-row="2"]');
    await turnover.fill('1234.5');
    await turnover.press('Enter');
    await expect(page.locator('input[data-column="turnover"][data-row="3"]')).toBeFocused();
    await page.locator('input[data-column="hours"][data-row="2"]').fill('10');
    await expect(page.getByTestId('grid-totals')).toContainText('€1,234.50');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Daily figures saved')).toBeVisible();

    await page.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(new RegExp(`/plus-crews/PC-001\\?date=${month}-01$`));
    await expect(figure(page, 'turnover')).toContainText('€1,234.50');
    await expect(figure(page, 'hours')).toContainText('10');
    await expect(figure(page, 'per-hour')).toContainText('€123.45');
    await expect(page.getByTestId('turnover-chart')).toBeVisible();

    await page.goto('/plus-crews/PC-001/settings');
    await expect(page).toHaveURL(/\/plus-crews\/PC-001$/);
  });

  test('presentation mode opens full screen and ESC leaves it', async ({ pageAs }) => {
    const page = await pageAs('planner', { at: '/plus-crews/PC-002' });
    await expect(figure(page, 'turnover')).toBeVisible();
    await page.getByRole('button', { name: 'Presentation mode' }).click();
    const presentation = page.getByRole('dialog');
    await expect(presentation).toBeVisible();
    await expect(presentation.getByText('Kitchen Brigade Maassilo')).toBeVisible();
    await expect(presentation.getByTestId('target-progress')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(presentation).toBeHidden();
    await expect(figure(page, 'turnover')).toBeVisible();
  });

  test('a planner edits the bonus rule and the forecast changes', async ({ pageAs }) => {
    // Two months back the seeded plus crews ran above target, so the forecast is above zero.
    const dashboard = `/plus-crews/PC-003?date=${monthFromNow(-2)}-01`;
    const page = await pageAs('planner', { at: '/plus-crews' });
    await expect(page.getByTestId('plus-crew-card')).toHaveCount(3);
    await page.goto(dashboard);
    const forecast = figure(page, 'forecast');
    await expect(forecast).toContainText('€');
    const before = await forecast.innerText();

    await page.getByRole('link', { name: 'Settings' }).click();
    const share = page.getByLabel('Share of turnover above target');
    await expect(share).toHaveValue(/\d/);
    const current = Number((await share.inputValue()).replace(/[^\d.]/g, ''));
    await share.fill(String(current + 5));
    // The team and the client contact are people of the tenant, picked by name.
    await expect(page.getByRole('combobox', { name: 'Client contact' })).toHaveValue(
      /^Marloes Schouten · /,
    );
    const team = page.getByRole('combobox', { name: 'Team' });
    await team.fill('Bakker');
    await page.getByRole('option', { name: 'Emma Bakker' }).click();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('plus-crew-settings').getByText('Emma Bakker')).toBeVisible();

    await page.goto(dashboard);
    await expect(forecast).not.toHaveText(before);
  });
});
