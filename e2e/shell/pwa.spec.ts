import { expect, test } from '@playwright/test';

test.describe('installable PWA', () => {
  test('links a manifest and serves the service worker as JavaScript without caching', async ({
    page,
  }) => {
    await page.goto('/login');
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestHref).toBeTruthy();
    const manifest = (await (await page.request.get(manifestHref!)).json()) as {
      name: string;
      icons: unknown[];
    };
    expect(manifest.name).toBeTruthy();
    expect(manifest.icons.length).toBeGreaterThan(0);
    const worker = await page.request.get('/sw.js');
    expect(worker.headers()['content-type']).toContain('javascript');
    expect(worker.headers()['cache-control']).toBe('no-cache');
  });

  test('registers /sw.js and opens the app shell offline', async ({ page, context }) => {
    await page.goto('/login');
    await expect(page.getByTestId('login-form')).toBeVisible();
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toMatch(/\/$/);
    // Let the worker take control and cache the shell before going offline.
    await page.reload();
    await expect(page.getByTestId('login-form')).toBeVisible();
    await context.setOffline(true);
    await page.reload();
    await expect(page.locator('#root')).toHaveCount(1);
    await expect(page).toHaveTitle(/Your Digital Hub/);
    await context.setOffline(false);
  });
});
