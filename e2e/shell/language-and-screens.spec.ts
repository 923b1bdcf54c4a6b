import { expect, test } from '../support/fixtures';
import { openMenu } from '../support/login';
import { screenshot, viewports } from '../support/screens';

test.describe('language, version and layouts', () => {
  test('switches the login texts when another language is picked', async ({ page }) => {
    await page.goto('/login');
    const submit = page.getByTestId('login-submit');
    await expect(submit).toHaveText('Log in');
    await page.getByTestId('language-select').selectOption('nl');
    await expect(submit).toHaveText('Inloggen');
    await page.getByTestId('language-select').selectOption('de');
    await expect(submit).toHaveText('Anmelden');
    await screenshot(page, 'login-de-phone');
    await page.reload();
    await expect(submit).toHaveText('Anmelden');
  });

  test('sets the document title from the tenant meta host name', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle(
      'Crewhub Demo Events: Your Digital Hub for Crew Management and Project Planning',
    );
  });

  test('shows the version from the version file', async ({ pageAs }) => {
    const page = await pageAs('crew', { viewport: viewports.desktop, at: '/version' });
    const version = (await (await page.request.get('/version.json')).json()) as { commit: string };
    await expect(page.getByTestId('version-info').first()).toContainText(version.commit);
    await screenshot(page, 'version-desktop');
  });

  test('renders the login screen at phone and desktop sizes', async ({ page }) => {
    for (const [name, viewport] of Object.entries(viewports)) {
      await page.setViewportSize(viewport);
      await page.goto('/login');
      await expect(page.getByTestId('login-form').first()).toBeVisible();
      await screenshot(page, `login-${name}`);
    }
  });

  test('opens every crew menu entry without an error screen', async ({ pageAs }) => {
    const page = await pageAs('crew', { viewport: viewports.desktop });
    const menu = await openMenu(page);
    const links = await menu
      .locator('[data-testid^="menu-item-"]')
      .evaluateAll((items) =>
        items
          .map((item) => item.getAttribute('href'))
          .filter((href): href is string => Boolean(href)),
      );
    expect(links.length).toBeGreaterThan(5);
    for (const href of links) {
      await page.goto(href);
      await expect(
        page.getByTestId('page-title').or(page.getByTestId('home')).first(),
      ).toBeVisible();
      await expect(page.getByTestId('route-error')).toHaveCount(0);
      await expect(page.getByTestId('not-found')).toHaveCount(0);
    }
  });
});
