import { expect, test } from '../support/fixtures';

type Company = { id: number; name: string };
type Project = {
  id: number;
  number: string;
  name: string;
  companyId: number | null;
  endDate: string | null;
};
type Item = { chargeTypeName: string; taxTypeName: string; quantity: number; taxCents: number };

test.describe('invoicing a project', () => {
  test("office invoices a project's signed-off hours, releases it, and the client downloads the PDF", async ({
    pageAs,
    apiAs,
  }) => {
    const office = await apiAs('office');
    const companies = await office.get<{ items: Company[] }>('/companies');
    const company = companies.items.find((item) => item.name === 'Rotterdam Ahoy Events')!;
    const today = new Date().toISOString().slice(0, 10);
    const projects = await office.get<Project[]>(`/companies/${company.id}/projects`);
    // An ended project: its shifts were signed off by the crew chiefs.
    const project = projects.find((item) => item.endDate !== null && item.endDate < today)!;

    const page = await pageAs('office', { at: '/invoices' });
    await expect(page.getByTestId('invoice-totals')).toBeVisible();
    await page.getByTestId('invoice-create-button').click();
    await page.getByTestId('invoice-company-select').click();
    await page.getByRole('option', { name: company.name }).click();
    await page.getByTestId('invoice-project-select').click();
    await page.getByRole('option', { name: `${project.number} ${project.name}` }).click();
    // The hour lines' charge type is picked; the tax type starts at the standard rate.
    await page.getByTestId('invoice-hours-charge-type').click();
    await page.getByRole('option', { name: 'Crew hours' }).click();
    await expect(page.getByTestId('invoice-hours-tax-type')).toHaveValue(/VAT high/);
    await page.getByTestId('invoice-create-submit').click();
    await expect(page).toHaveURL(/\/invoice\/INV-\d{4}-\d{4}$/);
    const number = page.url().split('/').pop()!;
    await expect(page.getByTestId('invoice-page')).toBeVisible();

    const items = await office.get<Item[]>(`/invoices/${number}/items`);
    expect(
      items.some(
        (item) =>
          item.chargeTypeName === 'Crew hours' &&
          item.taxTypeName === 'VAT high (21%)' &&
          item.quantity > 0 &&
          item.taxCents > 0,
      ),
    ).toBe(true);

    // Rotterdam Ahoy Events asks for its purchase order number on every invoice.
    await page.getByTestId('invoice-send-mail').uncheck();
    await page.getByTestId('invoice-release').click();
    await expect(page.getByText(/asks for its reference/).first()).toBeVisible();
    await page.getByTestId('invoice-edit').click();
    await page.getByTestId('invoice-client-reference').fill('PO-2026-4471');
    await page.getByTestId('invoice-edit-submit').click();
    await expect(page.getByTestId('edit-invoice-form')).toBeHidden();
    await expect(page.getByTestId('invoice-page')).toContainText('PO-2026-4471');
    await page.getByTestId('invoice-release').click();
    await expect(page.locator('[data-status="released"]')).toBeVisible();

    const client = await pageAs('client', { at: '/invoices' });
    await expect(client.getByTestId(`invoice-row-${number}`)).toBeVisible();
    await client.goto(`/invoice/${number}`);
    const [download] = await Promise.all([
      client.waitForEvent('download'),
      client.getByTestId('invoice-document-invoice').click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${number}.pdf`);
  });
});
