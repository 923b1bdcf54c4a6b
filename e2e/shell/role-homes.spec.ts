import { expect, test } from '../support/fixtures';
import { screenshot } from '../support/screens';

// Each role's home from the one home call, linking only to screens the role may open.
test.describe('a home per role', () => {
  test("planner@ sees the fortnight's staffing and opens a position to staff", async ({
    plannerPage: page,
  }) => {
    await expect(page.getByTestId('home-fill-rate')).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveAccessibleName(/.+/);
    await expect(page.getByTestId('home-section-positionsToStaff')).toBeVisible();
    await screenshot(page, 'planner-home-phone');
    await page.getByTestId('home-section-positionsToStaff').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/projects\/P-\d{4}-\d+$/);
  });

  test('office@ finds the declined payroll line first and opens it', async ({
    officePage: page,
  }) => {
    const sections = page.locator('[data-testid^="home-section-"]');
    await expect(sections.first()).toHaveAttribute('data-testid', 'home-section-declinedLines');
    // No crew links for the office: they would end in "no access".
    await expect(page.getByTestId('home-section-information')).toHaveCount(0);
    await page.getByTestId('home-section-declinedLines').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/payroll-items\/\d+$/);
    await expect(page.getByTestId('no-access-state')).toHaveCount(0);
  });

  test("office@ opens the uploads to approve from home and settles a crew member's paper", async ({
    officePage: page,
  }) => {
    await page.getByTestId('home-section-uploads').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/document-approvals$/);
    const queue = page.getByTestId('uploads-to-approve');
    const paper = queue.locator('[data-testid^="document-"]', { hasText: 'Bram Kok' }).first();
    const rowId = await paper.getAttribute('data-testid');
    await paper.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText(/is approved\.$/)).toBeVisible();
    await expect(queue.getByTestId(rowId!)).toHaveCount(0);
  });

  test("client@ sees their projects' staffing and no crew pages", async ({ clientPage: page }) => {
    await expect(page.getByTestId('home-section-clientProjects')).toBeVisible();
    const notes = page.getByTestId('home-section-clientDeliveryNotes').getByRole('link');
    for (const href of await notes.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')),
    )) {
      expect(href).toMatch(/^\/projects\//);
    }
  });

  test('crew@ gets no planning calendar shortcut, and a forbidden screen is calm', async ({
    crewPage: page,
  }) => {
    await expect(page.getByTestId('home-greeting')).toBeVisible();
    await expect(page.getByTestId('home-shortcut-planningCalendar')).toHaveCount(0);
    await page.goto('/profile-approvals');
    await expect(page.getByTestId('no-access-state')).toBeVisible();
    await expect(page.getByTestId('load-error')).toHaveCount(0);
  });
});
