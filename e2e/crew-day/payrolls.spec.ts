import type { Api } from '../support/api';
import { crewContext } from '../support/crew-day';
import { expect, test } from '../support/fixtures';
import { screenshot, viewports } from '../support/screens';

type PayrollSummary = { number: string; status: string; declinedItemCount: number };
type PayrollItem = {
  id: number;
  status: string;
  feedback: string | null;
  assignmentId: number | null;
};

const feedback = 'I stayed until the trucks were loaded, 30 minutes longer.';

test.use(crewContext);

let crew: Api;
let toConfirm: PayrollSummary;
let shiftLine: PayrollItem;

test.beforeAll(async ({ apiAs }) => {
  crew = await apiAs('crew');
  const page = await crew.get<{ items: PayrollSummary[] }>(`/persons/${crew.personId}/payrolls`, {
    status: 'to_confirm',
  });
  toConfirm = page.items[0]!;
  // The line of a worked shift: money/receipts.spec.ts, which may run meanwhile, adds the
  // receipt it approves to this same payroll.
  const lines = await crew.get<{ items: PayrollItem[] }>(`/payrolls/${toConfirm.number}/items`);
  shiftLine = lines.items.find((item) => item.assignmentId !== null)!;
});

test.describe('a crew member checks a payroll', () => {
  test('declines a line with feedback, cannot confirm meanwhile and downloads the payslip', async ({
    pageAs,
  }) => {
    const page = await pageAs('crew', { at: '/payrolls' });
    const card = page.getByTestId(`payroll-card-${toConfirm.number}`);
    await expect(card).toBeVisible();
    await screenshot(page, 'crew-payrolls-phone');

    await card.click();
    await expect(page).toHaveURL(new RegExp(`/payrolls/${toConfirm.number}$`));
    const line = page.getByTestId(`payroll-line-${shiftLine.id}`);
    await expect(line).toBeVisible();
    await expect(page.getByTestId('confirm-payroll-button')).toBeEnabled();
    await screenshot(page, 'crew-payroll-phone');

    await line.click();
    await expect(page.getByTestId('decline-item')).toBeVisible();
    await page.getByTestId('decline-feedback').fill(feedback);
    await page.getByTestId('decline-submit').click();
    await expect(page.getByTestId('payroll-item-feedback')).toBeVisible();
    await expect(page.getByTestId('decline-item')).toHaveCount(0);
    await expect(
      page.getByTestId('payroll-item-history').getByText(feedback).first(),
    ).toBeVisible();
    await screenshot(page, 'crew-payroll-item-declined-phone');

    await expect(page).toHaveURL(new RegExp(`/payroll-items/${shiftLine.id}$`));
    const item = await crew.get<PayrollItem>(`/payrollItems/${shiftLine.id}`);
    expect(item).toMatchObject({ status: 'declined', feedback });

    await page.getByTestId('payroll-item-back').click();
    await expect(page.getByTestId('payroll-confirm-blocked')).toBeVisible();
    await expect(page.getByTestId('confirm-payroll-button')).toBeDisabled();

    await page.getByTestId('payslip-link').click();
    await expect(page.getByTestId('payslip-save')).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('payslip-save').click(),
    ]);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');
    expect(download.suggestedFilename()).toBe(`payslip-${toConfirm.number}.pdf`);

    await page.setViewportSize(viewports.desktop);
    await page.goto(`/payrolls/${toConfirm.number}`);
    await expect(page.getByTestId('payroll-confirm-blocked')).toBeVisible();
    await screenshot(page, 'crew-payroll-desktop');
  });
});
