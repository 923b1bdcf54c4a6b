import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { storageKeys } from '@/lib/storage';
import { fakeToken } from '@/testing/render';
import { homePath } from './home-path';

/**
 * Starts a fresh copy at `path`; the app's, frame's and home's files only note that they came,
 * as do the date formats' warm-up, the home's answer and the lists of screens and page texts.
 */
const startAt = async (path: string, signedIn: boolean) => {
  window.history.replaceState(null, '', path);
  if (signedIn) localStorage.setItem(storageKeys.token, fakeToken());
  const loaded = new Set<string>();
  vi.resetModules();
  vi.doMock('./load-app', () => ({
    loadApp: () => {
      loaded.add('app');
      return Promise.resolve();
    },
  }));
  vi.doMock('@/app/layouts/app-layout', () => {
    loaded.add('frame');
    return {};
  });
  vi.doMock('@/app/routes/home', () => {
    loaded.add('home');
    return {};
  });
  vi.doMock('@/lib/warm-up-dates', () => ({ warmUpDateFormats: () => loaded.add('dates') }));
  vi.doMock('@/features/home/api/home-request', () => ({
    homeRequest: { start: () => loaded.add('home answer') },
  }));
  const noting = (name: string) => () => {
    loaded.add(name);
    return Promise.resolve();
  };
  vi.doMock('@/app/routes/screen-list', async (original) => ({
    ...(await original<object>()),
    loadScreenList: noting('screen list'),
  }));
  vi.doMock('@/lib/i18n', async (original) => ({
    ...(await original<object>()),
    loadPageTextList: noting('page text list'),
  }));
  const { startFirstScreen } = await import('./first-screen');
  const { restoreSession } = await import('@/lib/session');
  const texts = startFirstScreen(restoreSession());
  // The dynamic imports settle a moment later.
  await new Promise((resolve) => setTimeout(resolve, 20));
  return { texts, loaded: [...loaded].sort() };
};

afterEach(() => {
  localStorage.clear();
  vi.doUnmock('./load-app');
  vi.doUnmock('@/app/layouts/app-layout');
  vi.doUnmock('@/app/routes/home');
  vi.doUnmock('@/lib/warm-up-dates');
  vi.doUnmock('@/features/home/api/home-request');
  vi.doUnmock('@/app/routes/screen-list');
  vi.doUnmock('@/lib/i18n');
});

describe('startFirstScreen', () => {
  it('names the home of the route table', () => {
    expect(homePath).toBe(paths.home.getHref());
  });

  it('leaves the app for later on the signed-out sign-in page', async () => {
    expect(await startAt('/login', false)).toEqual({ texts: ['auth'], loaded: [] });
  });

  it('starts the app, the frame, the home, its answer and the dates together for a signed-in home', async () => {
    expect(await startAt('/', true)).toEqual({
      texts: ['home'],
      loaded: ['app', 'dates', 'frame', 'home', 'home answer'],
    });
  });

  it('asks for no home answer when the stored token no longer holds a session', async () => {
    localStorage.setItem(storageKeys.token, fakeToken({ expiresInS: -60 }));
    const { loaded } = await startAt('/', false);
    expect(loaded).toEqual(['app', 'dates', 'frame', 'home']);
  });

  it('starts the app, the frame, the dates and the lists of screens and texts for another signed-in page', async () => {
    // Another page finds its files through the lists: they load beside the app, not after it.
    expect(await startAt('/jobs', true)).toEqual({
      texts: [],
      loaded: ['app', 'dates', 'frame', 'page text list', 'screen list'],
    });
  });

  it('starts only the app without a stored session', async () => {
    expect(await startAt('/', false)).toEqual({ texts: [], loaded: ['app'] });
  });
});
