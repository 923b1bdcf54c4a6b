import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { demoEmail, demoPassword, openMenu } from '../support/login';

// This spec is about the installed app: its service worker runs (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/** Waits until the service worker controls the page, so reloads can be answered offline. */
const controlledByWorker = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller !== null);

/**
 * The first item of each query key the offline copy holds (features/offline), read without
 * creating the database when it does not exist yet.
 */
const storedQueryRoots = (page: Page) =>
  page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((database) => database.name);
    if (!names.includes('crewhub-offline')) return [];
    return new Promise<string[]>((resolve, reject) => {
      const open = indexedDB.open('crewhub-offline');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const database = open.result;
        const read = database.transaction('queries').objectStore('queries').getAll();
        read.onerror = () => reject(read.error);
        read.onsuccess = () => {
          database.close();
          const clients = read.result as { clientState: { queries: { queryKey: unknown[] }[] } }[];
          resolve(
            clients.flatMap(({ clientState }) =>
              clientState.queries.map(({ queryKey }) => String(queryKey[0])),
            ),
          );
        };
      };
    });
  });

/** The network stays up but Crewhub does not answer: a gateway says so for it. */
const serverAway = (context: BrowserContext) =>
  context.route('**/api/v1/**', (route) => route.fulfill({ status: 502, body: 'Bad gateway' }));
const serverBack = (context: BrowserContext) => context.unroute('**/api/v1/**');

test.describe('the app offline', () => {
  test('opens the sign-in form offline, says why signing in must wait', async ({
    page,
    context,
  }) => {
    await page.goto('/login');
    await expect(page.getByTestId('login-form')).toBeVisible();
    await controlledByWorker(page);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('login-form')).toBeVisible();
    await expect(page.getByTestId('settings-error')).toHaveCount(0);
    const banner = page.getByTestId('offline-banner');
    await expect(banner).toContainText('You are offline');
    await expect(banner).toContainText('Signing in needs a connection');

    // Trying anyway fails at once with the calm offline text, not "Network Error".
    await page.getByLabel('Email').fill(demoEmail('crew'));
    await page.getByLabel('Password', { exact: true }).fill(demoPassword);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByTestId('login-form')).toContainText('This change needs a connection');

    await context.setOffline(false);
    await expect(banner).toHaveCount(0);
  });

  test("shows a crew member's home and jobs offline with their time, and forgets them at logout", async ({
    crewPage: page,
    context,
  }) => {
    await expect(page.getByTestId('home-greeting')).toBeVisible();
    // Within the app, as a user goes: both screens' answers are in memory when the copy is saved.
    await page.getByTestId('bottom-item-jobs').click();
    const jobList = page.locator('[data-testid^="job-list-"]');
    await expect(jobList).toBeVisible();
    const jobs = await jobList.locator('[data-testid^="job-card-"]').count();
    expect(jobs).toBeGreaterThan(0);
    await controlledByWorker(page);
    await expect
      .poll(() => storedQueryRoots(page))
      .toEqual(expect.arrayContaining(['home', 'jobs']));

    await context.setOffline(true);
    await page.reload();
    await expect(jobList.locator('[data-testid^="job-card-"]')).toHaveCount(jobs);
    // crew@ reads Dutch: "Je ziet je gegevens van <day, time>".
    const banner = page.getByTestId('offline-banner');
    await expect(banner).toContainText('Je bent offline');
    await expect(banner).toContainText(/Je ziet je gegevens van .*\d{2}:\d{2}/);

    await page.goto('/');
    await expect(page.getByTestId('home-greeting')).toBeVisible();
    await expect(banner).toBeVisible();

    await context.setOffline(false);
    await expect(banner).toHaveCount(0);
    const menu = await openMenu(page);
    await menu.getByTestId('logout-button').click();
    await expect(page.getByTestId('login-form')).toBeVisible();
    await expect.poll(() => storedQueryRoots(page)).toEqual([]);
  });

  test('says a screen never opened is not available offline, leads back, and opens once online', async ({
    crewPage: page,
    context,
  }) => {
    await expect(page.getByTestId('home-greeting')).toBeVisible();
    await controlledByWorker(page);
    await expect.poll(() => storedQueryRoots(page)).toContain('home');

    await context.setOffline(true);
    // Within the app: the personal calendar was never opened on this device.
    await page.getByTestId('bottom-item-personal-calendar').click();
    const state = page.getByTestId('not-available-offline');
    // crew@ reads Dutch: "Niet beschikbaar offline … nooit geopend terwijl je online was".
    await expect(state).toContainText('Niet beschikbaar offline');
    await expect(state).toContainText('nooit geopend terwijl je online was');
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await expect(page.getByTestId('page-loading')).toHaveCount(0);
    await state.getByRole('button', { name: 'Terug' }).click();
    await expect(page.getByTestId('home-greeting')).toBeVisible();

    // Opened by its address: the same state, with the way home.
    await page.goto('/personal-calendar');
    await expect(state).toBeVisible();
    await state.getByRole('link', { name: 'Naar home' }).click();
    await expect(page.getByTestId('home-greeting')).toBeVisible();

    await page.goto('/personal-calendar');
    await expect(state).toBeVisible();
    await context.setOffline(false);
    await expect(state).toHaveCount(0);
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  });

  test('shows the last data with a banner when the network is up but Crewhub does not answer', async ({
    crewPage: page,
    context,
  }) => {
    await expect(page.getByTestId('home-greeting')).toBeVisible();
    await page.getByTestId('bottom-item-jobs').click();
    const jobList = page.locator('[data-testid^="job-list-"]');
    await expect(jobList).toBeVisible();
    const jobs = await jobList.locator('[data-testid^="job-card-"]').count();
    expect(jobs).toBeGreaterThan(0);
    await controlledByWorker(page);
    await expect
      .poll(() => storedQueryRoots(page))
      .toEqual(expect.arrayContaining(['home', 'jobs']));

    await serverAway(context);
    await page.reload();
    await expect(jobList.locator('[data-testid^="job-card-"]')).toHaveCount(jobs);
    const banner = page.getByTestId('offline-banner');
    await expect(banner).toContainText('Crewhub is niet bereikbaar');
    await expect(banner).toContainText(/Je ziet de laatste gegevens, van .*\d{2}:\d{2}/);
    await expect(page.getByTestId('load-error')).toHaveCount(0);

    // A screen with no copy says so instead of turning a spinner.
    await page.getByTestId('bottom-item-personal-calendar').click();
    await expect(page.getByTestId('not-available-offline')).toContainText('Nu niet beschikbaar');

    // Once Crewhub answers again (the app keeps asking), the banner goes and the screen opens.
    await serverBack(context);
    await expect(banner).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByTestId('not-available-offline')).toHaveCount(0);
  });

  test('opens the sign-in form when Crewhub does not answer, saying signing in must wait', async ({
    page,
    context,
  }) => {
    await page.goto('/login');
    await expect(page.getByTestId('login-form')).toBeVisible();

    await serverAway(context);
    await page.reload();
    await expect(page.getByTestId('login-form')).toBeVisible();
    await expect(page.getByTestId('settings-error')).toHaveCount(0);
    const banner = page.getByTestId('offline-banner');
    await expect(banner).toContainText('Crewhub cannot be reached');
    await expect(banner).toContainText('Signing in must wait until Crewhub answers again');

    await page.getByLabel('Email').fill(demoEmail('crew'));
    await page.getByLabel('Password', { exact: true }).fill(demoPassword);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByTestId('login-form')).toContainText('This change must wait');

    await serverBack(context);
    await expect(banner).toHaveCount(0, { timeout: 30_000 });
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByTestId('login-form')).toBeHidden();
  });
});
