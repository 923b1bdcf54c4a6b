import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setDeviceOnline } from '@/testing/network';
import { loadTexts, renderWithProviders } from '@/testing/render';

// Every component's styles never arrive here: a page that waits for them never resolves.
vi.resetModules();
vi.doMock('../all-styles', () => new Promise(() => undefined));
const { createRoutes, lazyScreen } = await import('./route-registry');
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

beforeAll(loadTexts);

describe('lazyScreen', () => {
  it('turns a page whose files do not arrive offline into the "not available" state', async () => {
    setDeviceOnline(false);
    const failing = lazyScreen(
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      new QueryClient(),
      false,
      false,
    );
    const { Component } = await failing();
    renderWithProviders(<Component />);
    expect(await screen.findByTestId('not-available-offline')).toBeTruthy();
    expect(screen.getByText('Not available offline')).toBeTruthy();
  });
});
