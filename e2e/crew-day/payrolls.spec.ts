import { beforeAll, describe, expect, inject, it } from 'vitest';
import { apiLogin, type Api } from '../support/api';
import { screenshot, useBrowser, viewports } from '../support/browser';
import { crewContext } from '../support/crew-day';
import { loginAs } from '../support/login';

const browser = useBrowser();

type PayrollSummary = { number: string; status: string; declinedItemCount: number };
type PayrollItem = { id: number; status: string; feedback: string | null };

const feedback = 'I stayed until the trucks were loaded, 30 minutes longer.';

let crew: Api;
let toConfirm: PayrollSummary;

beforeAll(async () => {
  crew = await apiLogin(inject('baseUrl'), 'crew');
  const page = await crew.get<{ items: PayrollSummary[] }>(`/persons/${crew.personId}/payrolls`, {
    status: 'to_confirm',
  });
  toConfirm = page.items[0]!;
});

describe('a crew member checks a payroll', () => {
  it('declines a line with feedback, cannot confirm meanwhile and downloads the payslip', async () => {
    const page = await browser.newPage(crewContext);
    await loginAs(page, 'crew');
    await page.goto('/payrolls');
    const card = page.getByTestId(`payroll-card-${toConfirm.number}`);
    await card.waitFor({ state: 'visible' });
    await screenshot(page, 'crew-payrolls-phone');

    await card.click();
    await page.waitForURL(`**/payrolls/${toConfirm.number}`);
    const line = page.locator('[data-testid^="payroll-line-"]').first();
    await line.waitFor({ state: 'visible' });
    expect(await page.getByTestId('confirm-payroll-button').isEnabled()).toBe(true);
    await screenshot(page, 'crew-payroll-phone');

    await line.click();
    await page.getByTestId('decline-item').waitFor({ state: 'visible' });
    await page.getByTestId('decline-feedback').fill(feedback);
    await page.getByTestId('decline-submit').click();
    await page.getByTestId('payroll-item-feedback').waitFor({ state: 'visible' });
    expect(await page.getByTestId('decline-item').count()).toBe(0);
    await page.getByTestId('payroll-item-history').getByText(feedback).first().waitFor();
    await screenshot(page, 'crew-payroll-item-declined-phone');

    const itemId = Number(/\/payroll-items\/(\d+)/.exec(page.url())?.[1]);
    const item = await crew.get<PayrollItem>(`/payrollItems/${itemId}`);
    expect(item).toMatchObject({ status: 'declined', feedback });

    await page.getByTestId('payroll-item-back').click();
    await page.getByTestId('payroll-confirm-blocked').waitFor({ state: 'visible' });
    expect(await page.getByTestId('confirm-payroll-button').isDisabled()).toBe(true);

    await page.getByTestId('payslip-link').click();
    await page.getByTestId('payslip-save').waitFor({ state: 'visible' });
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
    await page.getByTestId('payroll-confirm-blocked').waitFor({ state: 'visible' });
    await screenshot(page, 'crew-payroll-desktop');
  });
});
