import { tokenRefreshIntervalMs } from '@crewhub/shared';
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession, startSession } from '@/lib/session';
import { fakeToken } from '@/testing/render';
import { useTokenRefresh } from './use-token-refresh';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('fetch', fetchMock);
  localStorage.setItem('uiSettings', '{"language":"fr"}');
  startSession({ token: fakeToken(), userRights: {}, mailboxUserRights: [], tenant: null });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('useTokenRefresh', () => {
  it('replaces the token every 300000 ms', async () => {
    const fresh = fakeToken({ expiresInS: 7200 });
    fetchMock.mockResolvedValue(Response.json({ token: fresh }));
    renderHook(() => useTokenRefresh(true));
    await vi.advanceTimersByTimeAsync(tokenRefreshIntervalMs - 1);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/v1/auth/refresh');
    expect(getSession()?.token).toBe(fresh);
  });

  it('ends the session but keeps uiSettings when the refresh fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderHook(() => useTokenRefresh(true));
    await vi.advanceTimersByTimeAsync(tokenRefreshIntervalMs);
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('uiSettings')).toBe('{"language":"fr"}');
  });

  it('does nothing without a session', async () => {
    renderHook(() => useTokenRefresh(false));
    await vi.advanceTimersByTimeAsync(tokenRefreshIntervalMs * 2);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
