import type { Api } from '../support/api';
import { crewContext } from '../support/crew-day';
import { expect, test } from '../support/fixtures';
import { screenshot, viewports } from '../support/screens';

type Contract = { id: number; contractType: string; active: boolean };

test.use(crewContext);

let current: Contract;
let past: Contract;

test.beforeAll(async ({ apiAs }) => {
  const crew: Api = await apiAs('crew');
  current = (await crew.get<Contract[]>('/staffContracts', { state: 'active' }))[0]!;
  past = (await crew.get<Contract[]>('/staffContracts', { state: 'past' }))[0]!;
});

// crew@ reads the app in their own language, so the spec goes by test ids and numbers.
test.describe('a crew member looks at their contract', () => {
  test('opens the active contract and sees planned, worked and both accounts', async ({
    pageAs,
  }) => {
    const page = await pageAs('crew', { at: '/contracts?state=past' });
    await expect(page.getByTestId(`contract-card-${past.id}`)).toBeVisible();

    await page.goto('/contracts');
    const card = page.getByTestId(`contract-card-${current.id}`);
    await expect(card).toBeVisible();
    await expect(page.getByTestId(`contract-card-${past.id}`)).toHaveCount(0);
    await screenshot(page, 'crew-contracts-phone');

    await card.click();
    await expect(page).toHaveURL(new RegExp(`/contracts/${current.id}$`));
    for (const figure of ['planned', 'worked', 'timeBalance', 'vacationBalance']) {
      await expect(page.getByTestId(`total-${figure}Minutes`)).toContainText(/-?\d+([.,]\d+)? u/);
    }
    await expect(page.getByTestId('account-chart').locator('svg').first()).toBeVisible();
    await expect(
      page.getByTestId('account-table').locator('[data-testid^="period-"]').first(),
    ).toBeVisible();
    await expect(page.getByTestId('contract-corrections')).toContainText('Maastricht');
    const addendum = page.getByTestId('contract-documents').getByText('Contract addendum 2027');
    await expect(addendum).toBeVisible();
    await screenshot(page, 'crew-contract-phone');

    await page.setViewportSize(viewports.desktop);
    await expect(page.getByTestId('account-table').getByRole('columnheader').first()).toBeVisible();
    await screenshot(page, 'crew-contract-desktop');

    // The addendum is signed on the document screen (the existing signing flow).
    await addendum.click();
    await expect(page).toHaveURL(/\/documents\/\d+$/);
  });
});
