import { expect, test } from '../support/fixtures';
import { screenshot, viewports } from '../support/screens';

test.describe('one crew, one tree', () => {
  test('office@ plants a tree for crew@, who sees it in their forest', async ({ pageAs }) => {
    const page = await pageAs('office', { at: '/oneXOneTree' });
    await page.getByTestId('assign-trees-open').click();
    await page.getByTestId('assign-trees-person').fill('Sanne');
    await page.getByRole('option', { name: 'Sanne de Vries' }).click();
    const reason = `Helped out at short notice ${Date.now()}`;
    await page.getByTestId('assign-trees-reason').fill(reason);
    await page.getByTestId('assign-trees-submit').click();
    await expect(page.getByTestId('assign-trees')).toBeHidden();

    const crew = await pageAs('crew', { viewport: viewports.phone, at: '/oneXOneTree' });
    // The tenant's own title for the page.
    await expect(crew.getByRole('heading', { name: 'One crew, one tree' })).toBeVisible();
    await expect(crew.getByTestId('my-trees')).toContainText(reason);
    await expect(crew.getByTestId('forest')).toBeVisible();
    await screenshot(crew, 'one-x-one-tree-phone');
  });
});
