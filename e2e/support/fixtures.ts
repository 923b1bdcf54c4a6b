import {
  expect,
  test as base,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { apiLogin, type Api } from './api';
import type { Role } from './login';
import { baseUrl } from './server';

/** A context's options, and `at`: the path to open signed in instead of the home screen. */
type SignInOptions = BrowserContextOptions & { at?: string };

type PageFixtures = {
  /**
   * A page in a fresh context (the test's `use` options plus `options`), signed in as `role` on
   * its home screen, or on `at`. For tests that need a second person, another screen size or
   * another first screen.
   */
  pageAs: (role: Role, options?: SignInOptions) => Promise<Page>;
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

/**
 * Signs `page` in as `role` the way the login screen leaves a browser (lib/session.ts stores the
 * token, the rights and the tenant), from a login of its own through the API, and opens the home
 * screen (or `at`): a test that is not about logging in skips drawing the sign-in page (the
 * login specs and `loginAs` cover that screen). Each test gets its own session, so one that logs
 * out ends no other test's.
 */
const signIn = async (page: Page, role: Role, at?: string): Promise<Page> => {
  const api = await apiLogin(baseUrl, role);
  const [userRights, mailboxUserRights, tenant] = await Promise.all(
    ['/userRights', '/mailboxUserRights', '/tenant'].map((path) => api.get<unknown>(path)),
  );
  const stored: [string, string][] = [
    ['token', api.token],
    ...Object.entries({ userRights, mailboxUserRights, tenant }).map(
      ([name, value]): [string, string] => [name, JSON.stringify(value)],
    ),
  ];
  // localStorage belongs to the app's origin: a small file of it opens that storage first.
  await page.goto('/robots.txt');
  await page.evaluate((entries) => {
    for (const [name, value] of entries) localStorage.setItem(name, value);
  }, stored);
  // A test that starts on another screen opens it at once: the app loads once, not twice.
  await page.goto(at ?? '/');
  if (!at) await expect(page.getByTestId('page-title')).toBeVisible();
  return page;
};

const signedIn =
  (role: Role) =>
  async ({ page }: { page: Page }, use: (page: Page) => Promise<void>) => {
    await use(await signIn(page, role));
  };

export const test = base.extend<PageFixtures, WorkerFixtures>({
  pageAs: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (role, { at, ...options } = {}) => {
      // Inside a test, browser.newContext takes the test's options and is traced like `page`.
      const context = await browser.newContext(options);
      contexts.push(context);
      return signIn(await context.newPage(), role, at);
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
  crewPage: signedIn('crew'),
  chiefPage: signedIn('chief'),
  tempPage: signedIn('temp'),
  plannerPage: signedIn('planner'),
  officePage: signedIn('office'),
  clientPage: signedIn('client'),
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
