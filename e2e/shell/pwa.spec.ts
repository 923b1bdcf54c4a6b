import { expect, test } from '@playwright/test';

// This spec is about the installed app: its service worker runs (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

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

  test('registers /sw.js for the whole app and precaches what the sign-in page loads', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.getByTestId('login-form')).toBeVisible();
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toMatch(/\/$/);
    // The build's list (build/service-worker.ts) must cover every file the form needed, or the
    // form would not open offline on a device that never reloaded it (shell/offline.spec.ts).
    const notPrecached = await page.evaluate(async () => {
      const shell = (await caches.keys()).find((key) => key.startsWith('crewhub-shell-'));
      if (!shell) return ['no shell cache'];
      const cache = await caches.open(shell);
      const files = performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => new URL(url).pathname.startsWith('/assets/'));
      const cached = await Promise.all(files.map((url) => cache.match(url)));
      return files.filter((_, index) => !cached[index]);
    });
    expect(notPrecached).toEqual([]);
  });
});
