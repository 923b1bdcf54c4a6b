import { audit, expectNoFindings } from '../a11y/axe-audit';
import type { Api } from '../support/api';
import { expect, test } from '../support/fixtures';
import { openMenu } from '../support/login';
import { drawSignature } from '../support/signature';

type Contract = { id: number; personId: number };
type Person = { id: number; name: string };
type ContractDocument = { id: number; name: string; signed: boolean };

// A one-page PDF, written out by hand: the signed copy is stamped into it.
const contractPdf = {
  name: 'employment-contract.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    [
      '%PDF-1.4',
      '1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj',
      '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj',
      '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 595 842]>> endobj',
      'trailer <</Root 1 0 R>>',
      '%%EOF',
    ].join('\n'),
  ),
};

let office: Api;
let tempContract: Contract;
let newcomer: Person;

test.beforeAll(async ({ apiAs }) => {
  office = await apiAs('office');
  const temp = await apiAs('temp');
  tempContract = (await temp.get<Contract[]>('/staffContracts', { state: 'active' }))[0]!;
  // Someone the demo gave no contract yet, to record one for.
  const people = await office.get<{ items: Person[] }>('/persons', { limit: 50 });
  for (const person of people.items) {
    const contracts = await office.get<Contract[]>(`/persons/${person.id}/staffContracts`);
    if (contracts.length === 0) {
      newcomer = person;
      break;
    }
  }
  expect(newcomer).toBeDefined();
});

test.describe('the office keeps contracts', () => {
  test('records a contract from the menu, changes its terms and cannot double it', async ({
    officePage: page,
  }) => {
    const year = new Date().getFullYear() + 1;
    await page.goto('/');
    await (await openMenu(page)).getByTestId('menu-item-contracts').click();
    await expect(page).toHaveURL(/\/contracts$/);

    await page.getByTestId('new-contract').click();
    const form = page.getByTestId('new-contract-form');
    await form.getByTestId('contract-person').fill(newcomer.name);
    await page.getByRole('option', { name: newcomer.name }).click();
    await form.getByTestId('contract-quota-hours').fill('20');
    await form.getByTestId('contract-vacation-hours').fill('80');
    await form.getByTestId('contract-start').fill(`${year}-01-01`);
    await page.getByTestId('contract-create-submit').click();
    await expect(page).toHaveURL(/\/contracts\/\d+$/);
    await expect(page.getByTestId('contract-header')).toContainText('20 h per week');

    await page.getByTestId('edit-contract').click();
    const edit = page.getByTestId('edit-contract-form');
    const findings = await audit(page, 'change contract dialog');
    await edit.getByTestId('contract-quota-hours').fill('24');
    await edit.getByTestId('contract-end').fill(`${year}-12-31`);
    await page.getByTestId('contract-edit-submit').click();
    await expect(edit).toBeHidden();
    await expect(page.getByTestId('contract-header')).toContainText('24 h per week');

    // A second contract in the same year meets the first: the dialog says so.
    await page.getByTestId('new-contract-for-person').click();
    const second = page.getByTestId('new-contract-form');
    await second.getByTestId('contract-start').fill(`${year}-06-01`);
    await page.getByTestId('contract-create-submit').click();
    await expect(second).toContainText('already has a contract in this period');
    await page.keyboard.press('Escape');
    findings.push(...(await audit(page, 'contract page (office)')));
    expectNoFindings(findings);
  });

  test('sends the contract to sign, and the person signs it', async ({ pageAs }) => {
    const page = await pageAs('office', { at: `/contracts/${tempContract.id}` });
    await page.getByTestId('send-contract-document-open').click();
    const form = page.getByTestId('send-contract-document');
    await expect(form).toBeVisible();
    const findings = await audit(page, 'send contract to sign dialog');
    await form.getByTestId('send-document-type').click();
    await page.getByRole('option', { name: 'Contract addendum' }).click();
    await form.getByTestId('send-document-name').fill('Employment contract on call');
    await form.locator('input[type="file"]').setInputFiles(contractPdf);
    await page.getByTestId('send-contract-document-submit').click();
    await expect(form).toBeHidden();
    const papers = page.getByTestId('contract-documents');
    await expect(papers.getByText('Employment contract on call')).toBeVisible();
    expectNoFindings(findings);

    // temp@ reads the app in their own language: the spec goes by test ids from here.
    const temp = await pageAs('temp', { at: `/contracts/${tempContract.id}` });
    await temp
      .getByTestId('contract-documents')
      .getByRole('link', { name: /Employment contract on call/ })
      .click();
    await expect(temp).toHaveURL(/\/documents\/\d+$/);
    await drawSignature(temp);
    await temp.getByTestId('sign-document-submit').click();
    await expect(temp.getByTestId('document-signed')).toBeVisible();

    const documents = await office.get<ContractDocument[]>(
      `/staffContracts/${tempContract.id}/documents`,
    );
    expect(documents.find((paper) => paper.name === 'Employment contract on call')?.signed).toBe(
      true,
    );
  });
});
