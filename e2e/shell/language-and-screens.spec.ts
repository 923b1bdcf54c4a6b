import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser, viewports } from '../support/browser';
import { loginAs, openMenu } from '../support/login';

const browser = useBrowser();

describe('language, version and layouts', () => {
  it('switches the login texts when another language is picked', async () => {
    const page = await browser.newPage();
    await page.goto('/login');
    await expect.poll(() => page.getByTestId('login-submit').textContent()).toBe('Log in');
    await page.getByTestId('language-select').selectOption('nl');
    await expect.poll(() => page.getByTestId('login-submit').textContent()).toBe('Inloggen');
    await page.getByTestId('language-select').selectOption('de');
    await expect.poll(() => page.getByTestId('login-submit').textContent()).toBe('Anmelden');
    await screenshot(page, 'login-de-phone');
    await page.reload();
    await expect.poll(() => page.getByTestId('login-submit').textContent()).toBe('Anmelden');
  });

  it('sets the document title from the host', async () => {
    const page = await browser.newPage();
    await page.goto('/login');
    await expect
      .poll(() => page.title())
      .toMatch(/Your Digital Hub for Crew Management and Project Planning/);
  });

  it('shows the version from the version file', async () => {
    const page = await browser.newPage({ viewport: viewports.desktop });
    await loginAs(page, 'crew', '/version');
    await page.getByTestId('version-info').first().waitFor({ state: 'visible' });
    const version = (await (await page.request.get('/version.json')).json()) as { commit: string };
    await expect
      .poll(() => page.getByTestId('version-info').textContent())
      .toContain(version.commit);
    await screenshot(page, 'version-desktop');
  });

  it('renders the login screen at phone and desktop sizes', async () => {
    for (const [name, viewport] of Object.entries(viewports)) {
      const page = await browser.newPage({ viewport });
      await page.goto('/login');
      await page.getByTestId('login-form').first().waitFor({ state: 'visible' });
      await screenshot(page, `login-${name}`);
    }
  });

  it('opens every crew menu entry without an error screen', async () => {
    const page = await browser.newPage({ viewport: viewports.desktop });
    await loginAs(page, 'crew');
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
      await page
        .getByTestId('page-title')
        .or(page.getByTestId('home'))
        .first()
        .waitFor({ state: 'visible' });
      expect(await page.getByTestId('route-error').count()).toBe(0);
      expect(await page.getByTestId('not-found').count()).toBe(0);
    }
  });
});
