import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';

const browser = useBrowser();

describe('installable PWA', () => {
  it('links a manifest and serves the service worker as JavaScript without caching', async () => {
    const page = await browser.newPage();
    await page.goto('/login');
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
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

  it('registers /sw.js and opens the app shell offline', async () => {
    const page = await browser.newPage();
    await page.goto('/login');
    await page.getByTestId('login-form').waitFor({ state: 'visible' });
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toMatch(/\/$/);
    // Let the worker take control and cache the shell before going offline.
    await page.reload();
    await page.getByTestId('login-form').waitFor({ state: 'visible' });
    await page.context().setOffline(true);
    await page.reload();
    expect(await page.locator('#root').count()).toBe(1);
    expect(await page.title()).toContain('Your Digital Hub');
    await page.context().setOffline(false);
  });
});
