import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser, viewports } from '../support/browser';
import { loginAs, openMenu } from '../support/login';

const browser = useBrowser();

const crewMenu = [
  'home',
  'jobs',
  'personal-calendar',
  'payrolls',
  'contracts',
  'crew-info',
  'vacancies',
];
const plannerOnly = [
  'planning-calendar',
  'projects',
  'planner-crew',
  'membership-crews',
  'projects-calendar',
  'todo-calendar',
];
const plannerMenu = ['home', ...plannerOnly];

describe('menus by login type', () => {
  it('shows a crew member the crew menu and bottom bar', async () => {
    const page = await browser.newPage();
    await loginAs(page, 'crew');
    await expect.poll(() => page.getByTestId('home-greeting').textContent()).toContain('Sanne');
    await page.getByTestId('bottom-item-jobs').first().waitFor({ state: 'visible' });
    await screenshot(page, 'crew-home-phone');
    const menu = await openMenu(page);
    for (const item of crewMenu)
      await menu.getByTestId(`menu-item-${item}`).first().waitFor({ state: 'visible' });
    for (const item of plannerOnly)
      expect(await menu.getByTestId(`menu-item-${item}`).count()).toBe(0);
    await screenshot(page, 'crew-menu-phone');
  });

  it('shows a planner the planner menu', async () => {
    const page = await browser.newPage({ viewport: viewports.desktop });
    await loginAs(page, 'planner');
    const menu = await openMenu(page);
    for (const item of plannerMenu)
      await menu.getByTestId(`menu-item-${item}`).first().waitFor({ state: 'visible' });
    for (const item of ['jobs', 'personal-calendar', 'payrolls']) {
      expect(await menu.getByTestId(`menu-item-${item}`).count()).toBe(0);
    }
    await page.getByTestId('home-greeting').waitFor({ state: 'visible' });
    await screenshot(page, 'planner-home-desktop');
  });

  it('logs out to the login screen and forgets the session', async () => {
    const page = await browser.newPage();
    await loginAs(page, 'office');
    await openMenu(page);
    await page.getByTestId('logout-button').click();
    await page.waitForURL(/\/login/);
    // Logout reloads the app, which then redirects to /login: poll across those navigations.
    await page.getByTestId('login-form').waitFor({ state: 'visible' });
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  });
});
