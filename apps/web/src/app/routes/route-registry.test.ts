import { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { afterAll, describe, expect, it, vi } from 'vitest';

// Every component's styles never arrive here: a page that waits for them never resolves.
vi.resetModules();
vi.doMock('../all-styles', () => new Promise(() => undefined));
const { createRoutes } = await import('./route-registry');
afterAll(() => vi.doUnmock('../all-styles'));

const lazyRoute = (path: string) => {
  const route = createRoutes(new QueryClient()).find((each) => each.path === path);
  const lazy = route?.lazy as (() => Promise<RouteObject>) | undefined;
  if (!lazy) throw new Error(`no lazy route at ${path}`);
  return lazy();
};

const settles = (load: Promise<unknown>) =>
  Promise.race([
    load.then(() => true),
    new Promise((resolve) => setTimeout(resolve, 1_000, false)),
  ]);

describe('the routes and every component’s styles', () => {
  // The home brings its own (app/first-screen-styles.ts) and paints without waiting (issue 17).
  it('opens the home without them', async () => {
    expect(await settles(lazyRoute('/'))).toBe(true);
  });

  it('opens other signed-in pages only with them', async () => {
    expect(await settles(lazyRoute('/version'))).toBe(false);
  });
});
