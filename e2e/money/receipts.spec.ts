import { expect, test } from '../support/fixtures';

// A 1x1 PNG: the server reads the type from these bytes, not from the name or the browser.
const photo = {
  name: 'parking-ticket.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
};

test('crew@ submits a receipt with a photo, office@ approves it onto the next payroll', async ({
  crewPage: page,
  pageAs,
}) => {
  await page.goto('/receipts');
  await page.getByTestId('receipt-new').click();
  const form = page.getByTestId('receipt-form');
  await form.getByTestId('receipt-form-type').click();
  await page.getByRole('option', { name: 'Parking' }).click();
  await form.getByTestId('receipt-line-0-description').fill('Parking garage, night load-out');
  await form.getByTestId('receipt-line-0-amount').fill('18.40');
  await form.getByTestId('receipt-line-0-tax').fill('3.19');
  await page.getByTestId('receipt-form-save').click();
  await expect(page).toHaveURL(/\/receipt\/R-\d{4}-\d{5}$/);
  const number = /\/receipt\/(R-\d{4}-\d{5})$/.exec(page.url())![1]!;
  await expect(page.getByTestId('receipt-total')).toHaveText(/18[.,]40/);

  await page.locator('input[type="file"]').setInputFiles(photo);
  await expect(page.getByRole('img', { name: /parking-ticket\.png/ })).toBeVisible();
  await page.getByTestId('receipt-submit').click();
  await expect(
    page.getByTestId('receipt-header').locator('[data-status="submitted"]'),
  ).toBeVisible();

  const office = await pageAs('office');
  await office.goto('/receipts?status=submitted');
  await office.getByTestId('receipt-row').filter({ hasText: number }).click();
  await office.getByTestId('receipt-approve').click();
  await expect(office.getByTestId('receipt-payroll-link')).toBeVisible();

  // crew@ finds the amount as a line of their payroll.
  await page.reload();
  await page.getByTestId('receipt-payroll-link').click();
  await expect(page).toHaveURL(/\/payrolls\/PR-/);
  await expect(page.getByText(`Receipt ${number} - Parking`)).toBeVisible();
});
