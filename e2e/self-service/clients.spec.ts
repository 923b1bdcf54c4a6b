import { auditScreens, expectNoFindings } from '../a11y/axe-audit';
import { expect, test } from '../support/fixtures';
import { openMenu } from '../support/login';

test.describe('the client pages', () => {
  test('office@ finds a client from the menu and changes its payment term', async ({
    officePage: page,
  }) => {
    const menu = await openMenu(page);
    await menu.getByTestId('menu-item-companies').click();
    await expect(page).toHaveURL(/\/companies$/);
    await page.getByTestId('companies-search').fill('UCC');
    await page.getByRole('link', { name: /Utrecht Congress Centre/ }).click();
    await expect(page.getByTestId('company-header')).toContainText('Utrecht Congress Centre');
    // The office works with invoices, not projects: no contacts or rated crew here.
    await expect(page.getByTestId('company-contacts')).toHaveCount(0);

    await page.getByTestId('company-settings-edit').click();
    await page.getByTestId('company-settings-email').fill('accounts at ucc');
    await page.getByTestId('company-settings-save').click();
    await expect(page.getByTestId('company-settings-form')).toContainText('valid email address');
    await page.getByTestId('company-settings-email').fill('accounts@ucc.example');
    await page.getByTestId('company-settings-term').fill('21');
    await page.getByTestId('company-settings-debtor').fill('D-30099');
    await page.getByTestId('company-settings-save').click();
    await expect(page.getByTestId('company-settings-form')).toBeHidden();
    const account = page.getByTestId('company-account');
    await expect(account).toContainText('21 days');
    await expect(account).toContainText('D-30099');
    await expect(account).toContainText('accounts@ucc.example');
    await page.reload();
    await expect(page.getByTestId('company-account')).toContainText('21 days');
    expectNoFindings(await auditScreens(page, [new URL(page.url()).pathname]));
  });

  test('planner@ opens the client of a project and sees the crew its contact rated', async ({
    pageAs,
  }) => {
    const page = await pageAs('planner', { at: '/projects/P-2026-001?view=profile' });
    await page.getByTestId('project-company-link').click();
    await expect(page.getByTestId('company-header')).toContainText('Rotterdam Ahoy Events');
    // Planners read the settings but do not change them.
    await expect(page.getByTestId('company-settings')).toContainText('D-10041');
    await expect(page.getByTestId('company-settings-edit')).toHaveCount(0);

    await page.getByRole('button', { name: /Olivia Smit/ }).click();
    const rated = page.getByTestId('value-staff');
    await expect(rated.getByRole('link')).toHaveCount(5);
    await expect(rated.getByRole('link').first()).toContainText('5 out of 5');
    await rated.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/crew-profile\/\d+$/);
    await expect(page.getByTestId('crew-profile-rating')).toBeVisible();
  });

  test('client@ reaches their own company page from a project', async ({ pageAs }) => {
    const page = await pageAs('client', { at: '/projects/P-2026-001?view=profile' });
    await page.getByTestId('project-company-link').click();
    await expect(page.getByTestId('company-header')).toContainText('Rotterdam Ahoy Events');
    await page.getByRole('button', { name: /Olivia Smit/ }).click();
    await expect(page.getByTestId('value-staff').getByRole('link')).toHaveCount(5);
    expectNoFindings(await auditScreens(page, [new URL(page.url()).pathname]));
  });
});
