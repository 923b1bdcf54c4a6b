import {
  expect,
  test as base,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { ApiError, apiLogin, type Api } from './api';
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
  /** The login the pages of `role` sign in with (see signIn); `fresh` makes a new one. */
  pageLogin: PageLogin;
};

type PageLogin = (role: Role, fresh?: boolean) => Promise<Api>;

/** A token lives an hour (TOKEN_TTL_SECONDS); a page must not sign in with one about to end. */
const pageLoginMaxAgeMs = 30 * 60_000;

/** `api`'s token with what the login screen stores beside it: the rights and the tenant. */
const sessionOf = async (api: Api): Promise<[string, string][]> => {
  const [userRights, mailboxUserRights, tenant] = await Promise.all(
    ['/userRights', '/mailboxUserRights', '/tenant'].map((path) => api.get<unknown>(path)),
  );
  return [
    ['token', api.token],
    ...Object.entries({ userRights, mailboxUserRights, tenant }).map(
      ([name, value]): [string, string] => [name, JSON.stringify(value)],
    ),
  ];
};

/**
 * Signs `page` in as `role` the way the login screen leaves a browser (lib/session.ts stores the
 * token, the rights and the tenant), with a login made through the API, and opens the home
 * screen (or `at`): a test that is not about logging in skips drawing the sign-in page (the
 * login specs and `loginAs` cover that screen).
 *
 * The pages of one role share a session per worker instead of logging in for every test: the
 * server takes 60 logins a minute from one address (apps/server/src/app.ts), and both workers
 * log in from this machine. A test that logs out ends that session for its other pages of the
 * role too (logout ends only the caller's own session); the next sign-in is refused with 401
 * and logs in anew. apiAs keeps sessions of its own, which no page ends.
 */
const signIn = async (page: Page, login: PageLogin, role: Role, at?: string): Promise<Page> => {
  const stored = await sessionOf(await login(role)).catch(async (error: unknown) => {
    if (!(error instanceof ApiError && error.status === 401)) throw error;
    return sessionOf(await login(role, true));
  });
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
  async (
    { page, pageLogin }: { page: Page; pageLogin: PageLogin },
    use: (page: Page) => Promise<void>,
  ) => {
    await use(await signIn(page, pageLogin, role));
  };

export const test = base.extend<PageFixtures, WorkerFixtures>({
  pageAs: async ({ browser, pageLogin }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (role, { at, ...options } = {}) => {
      // Inside a test, browser.newContext takes the test's options and is traced like `page`.
      const context = await browser.newContext(options);
      contexts.push(context);
      return signIn(await context.newPage(), pageLogin, role, at);
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
  pageLogin: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const logins = new Map<Role, { login: Promise<Api>; madeAt: number }>();
      await use((role, fresh = false) => {
        const kept = logins.get(role);
        if (!fresh && kept && Date.now() - kept.madeAt < pageLoginMaxAgeMs) return kept.login;
        const login = apiLogin(baseUrl, role);
        const entry = { login, madeAt: Date.now() };
        logins.set(role, entry);
        // A login that failed is not kept: the next page of the role tries again.
        login.catch(() => logins.get(role) === entry && logins.delete(role));
        return login;
      });
    },
    { scope: 'worker' },
  ],
});

export { expect } from '@playwright/test';
