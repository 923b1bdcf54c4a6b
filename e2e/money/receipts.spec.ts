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
  pageAs,
}) => {
  const page = await pageAs('crew', { at: '/receipts' });
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

  const office = await pageAs('office', { at: '/receipts?status=submitted' });
  await office.getByTestId('receipt-row').filter({ hasText: number }).click();
  await office.getByTestId('receipt-approve').click();
  await expect(office.getByTestId('receipt-payroll-link')).toBeVisible();

  // crew@ finds the amount as a line of their payroll.
  await page.reload();
  await page.getByTestId('receipt-payroll-link').click();
  await expect(page).toHaveURL(/\/payrolls\/PR-/);
  await expect(page.getByText(`Receipt ${number} - Parking`)).toBeVisible();
});

test('crew@ copies an earlier receipt, brings its lines up to date and deletes the draft', async ({
  apiAs,
  pageAs,
}) => {
  type Summary = { number: string };
  type Receipt = Summary & { items: { id: number }[] };
  const crew = await apiAs('crew');
  const approved = await crew.get<{ items: Summary[] }>('/receipts', { status: 'approved' });
  const earlier = approved.items[0]!;
  expect((await crew.get<Receipt>(`/receipts/${earlier.number}`)).items).toHaveLength(1);
  const page = await pageAs('crew', { at: `/receipt/${earlier.number}` });
  // Approved: its lines are fixed.
  await expect(page.getByTestId('receipt-lines')).toBeVisible();
  await expect(page.getByTestId('receipt-line-add')).toHaveCount(0);

  await page.getByTestId('receipt-copy').click();
  await expect(page).not.toHaveURL(new RegExp(`/receipt/${earlier.number}$`));
  await expect(page).toHaveURL(/\/receipt\/R-\d{4}-\d{5}$/);
  const copy = /\/receipt\/(R-\d{4}-\d{5})$/.exec(page.url())![1]!;

  // The copied line gets today's amount, and a second line joins it.
  const lines = page.getByTestId('receipt-lines');
  await lines.locator('tbody tr').first().getByRole('button').first().click();
  const form = page.getByTestId('receipt-line-form');
  await form.getByTestId('receipt-line-amount').fill('21.30');
  await form.getByTestId('receipt-line-tax').fill('0');
  await page.getByTestId('receipt-line-save').click();
  await expect(form).toBeHidden();
  await page.getByTestId('receipt-line-add').click();
  await form.getByTestId('receipt-line-description').fill('Ferry to the festival island');
  await form.getByTestId('receipt-line-amount').fill('4.70');
  await page.getByTestId('receipt-line-save').click();
  await expect(form).toBeHidden();
  await expect(page.getByTestId('receipt-total')).toHaveText(/26[.,]00/);
  expect((await crew.get<Receipt>(`/receipts/${copy}`)).items).toHaveLength(2);

  await page.getByTestId('receipt-delete').click();
  await page.getByTestId('confirm-modal-confirm').click();
  await expect(page).toHaveURL(/\/receipts$/);
  const left = await crew.get<{ items: Summary[] }>('/receipts');
  expect(left.items.map((receipt) => receipt.number)).not.toContain(copy);
});
