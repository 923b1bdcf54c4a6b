import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, startSession } from '@/lib/session';
import { setDeviceOnline } from '@/testing/network';
import { fakeToken } from '@/testing/render';
import { OfflineCache } from './offline-cache';

// jsdom has no IndexedDB: reading the stored copy fails, which the app takes as "read, empty".
const renderApp = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <OfflineCache fallback={<p>Starting</p>}>
        <p>Screens</p>
      </OfflineCache>
    </QueryClientProvider>,
  );

/** Waits until the app has tried the copy (and, in jsdom, found no IndexedDB). */
const copyRead = () =>
  vi.waitFor(() =>
    expect(console.warn).toHaveBeenCalledWith('Offline copy unavailable', expect.anything()),
  );

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  startSession({ token: fakeToken(), userRights: {}, mailboxUserRights: [], tenant: null });
});

afterEach(() => {
  clearSession();
  localStorage.clear();
});

describe('OfflineCache', () => {
  it('shows the screens online while the stored copy is still being read', async () => {
    renderApp();
    expect(screen.getByText('Screens')).toBeTruthy();
    await copyRead();
  });

  it('waits for the stored copy without a connection, then shows the screens', async () => {
    setDeviceOnline(false);
    renderApp();
    expect(screen.getByText('Starting')).toBeTruthy();
    expect(await screen.findByText('Screens')).toBeTruthy();
    await copyRead();
  });

  it('keeps the screens when the connection goes before the stored copy is read', async () => {
    renderApp();
    setDeviceOnline(false);
    expect(screen.getByText('Screens')).toBeTruthy();
    await copyRead();
  });
});
