import { expect, test } from '../support/fixtures';

type PayrollSummary = { number: string; status: string };

test.describe('payrolls shared by link', () => {
  test('office shares a payroll link; without a login it shows the payrolls, a bad link nothing', async ({
    apiAs,
    browser,
    pageAs,
  }) => {
    const crew = await apiAs('crew');
    const payrolls = await crew.get<{ items: PayrollSummary[] }>(
      `/persons/${crew.personId}/payrolls`,
      { status: 'paid' },
    );
    const paid = payrolls.items[0]!;

    const page = await pageAs('office', { at: `/payrolls/${paid.number}` });
    await page.getByTestId('share-payroll-link').click();
    const url = await page.getByTestId('payroll-link-url').inputValue();
    expect(url).toMatch(new RegExp(`/public/payrolls/${paid.number}\\?token=[\\w-]+$`));

    // Someone without a login opens the link in a browser of their own.
    const guest = await (await browser.newContext()).newPage();
    await guest.goto(url);
    await expect(guest.getByTestId('bare-layout')).toBeVisible();
    await expect(guest.getByTestId('public-payroll')).toBeVisible();
    await expect(guest.getByTestId('payroll-lines')).toBeVisible();
    await expect(guest.getByTestId('bank-transfers')).toBeVisible();
    await guest.getByRole('link', { name: 'All payrolls' }).click();
    await expect(guest.getByTestId(`payroll-card-${paid.number}`)).toBeVisible();

    await guest.goto(url.replace(/token=.*/, `token=${'x'.repeat(43)}`));
    await expect(guest.getByTestId('not-found-state')).toBeVisible();
    await expect(guest.getByTestId('public-payroll')).toHaveCount(0);
    await guest.context().close();
  });
});
