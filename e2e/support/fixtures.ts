import {
  test as base,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { apiLogin, type Api } from './api';
import { loginAs, type Role } from './login';
import { baseUrl } from './server';

type PageFixtures = {
  /**
   * A page in a fresh context (the test's `use` options plus `options`), logged in as `role`
   * through the login screen. For tests that need a second person or another screen size.
   */
  pageAs: (role: Role, options?: BrowserContextOptions) => Promise<Page>;
  /** The test's own `page`, logged in as that demo account. */
  crewPage: Page;
  chiefPage: Page;
  tempPage: Page;
  plannerPage: Page;
  officePage: Page;
  clientPage: Page;
};

type WorkerFixtures = {
  /** The REST API as `role`, logged in once per worker (so usable in beforeAll). */
  apiAs: (role: Role) => Promise<Api>;
};

const loggedIn =
  (role: Role) =>
  async ({ page }: { page: Page }, use: (page: Page) => Promise<void>) => {
    await loginAs(page, role);
    await use(page);
  };

export const test = base.extend<PageFixtures, WorkerFixtures>({
  pageAs: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (role, options) => {
      // Inside a test, browser.newContext takes the test's options and is traced like `page`.
      const context = await browser.newContext(options);
      contexts.push(context);
      const page = await context.newPage();
      await loginAs(page, role);
      return page;
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
  crewPage: loggedIn('crew'),
  chiefPage: loggedIn('chief'),
  tempPage: loggedIn('temp'),
  plannerPage: loggedIn('planner'),
  officePage: loggedIn('office'),
  clientPage: loggedIn('client'),
  apiAs: [
    // Playwright reads a fixture's dependencies from this pattern, even when there are none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const logins = new Map<Role, Promise<Api>>();
      await use((role) => {
        const login = logins.get(role) ?? apiLogin(baseUrl, role);
        logins.set(role, login);
        return login;
      });
    },
    { scope: 'worker' },
  ],
});

export { expect } from '@playwright/test';
