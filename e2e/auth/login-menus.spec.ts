import { expect, test } from '../support/fixtures';
import { openMenu } from '../support/login';
import { screenshot, viewports } from '../support/screens';

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

test.describe('menus by login type', () => {
  test('shows a crew member the crew menu and bottom bar', async ({ crewPage: page }) => {
    await expect(page.getByTestId('home-greeting')).toContainText('Sanne');
    await expect(page.getByTestId('bottom-item-jobs').first()).toBeVisible();
    await screenshot(page, 'crew-home-phone');
    const menu = await openMenu(page);
    for (const item of crewMenu)
      await expect(menu.getByTestId(`menu-item-${item}`).first()).toBeVisible();
    for (const item of plannerOnly)
      await expect(menu.getByTestId(`menu-item-${item}`)).toHaveCount(0);
    await screenshot(page, 'crew-menu-phone');
  });

  test('shows a planner the planner menu', async ({ pageAs }) => {
    const page = await pageAs('planner', { viewport: viewports.desktop });
    const menu = await openMenu(page);
    for (const item of plannerMenu)
      await expect(menu.getByTestId(`menu-item-${item}`).first()).toBeVisible();
    for (const item of ['jobs', 'personal-calendar', 'payrolls'])
      await expect(menu.getByTestId(`menu-item-${item}`)).toHaveCount(0);
    await expect(page.getByTestId('home-greeting')).toBeVisible();
    await screenshot(page, 'planner-home-desktop');
  });

  test('logs out to the login screen and forgets the session', async ({ officePage: page }) => {
    await openMenu(page);
    await page.getByTestId('logout-button').click();
    await expect(page).toHaveURL(/\/login/);
    // Logout reloads the app, which then redirects to /login: poll across those navigations.
    await expect(page.getByTestId('login-form')).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  });
});
