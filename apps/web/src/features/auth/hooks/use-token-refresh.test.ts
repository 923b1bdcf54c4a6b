import { tokenRefreshIntervalMs } from '@crewhub/shared';
import { onlineManager } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession, startSession } from '@/lib/session';
import { apiError, apiGet, sentCalls } from '@/testing/api-handlers';
import { server } from '@/testing/api-server';
import { fakeToken } from '@/testing/render';
import { useTokenRefresh } from './use-token-refresh';

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.setItem('uiSettings', '{"language":"fr"}');
  startSession({ token: fakeToken(), userRights: {}, mailboxUserRights: [], tenant: null });
});
afterEach(() => vi.useRealTimers());

describe('useTokenRefresh', () => {
  it('replaces the token every 300000 ms', async () => {
    const fresh = fakeToken({ expiresInS: 7200 });
    server.use(apiGet('/auth/refresh', { token: fresh }));
    renderHook(() => useTokenRefresh(true));
    await vi.advanceTimersByTimeAsync(tokenRefreshIntervalMs - 1);
    expect(sentCalls()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(getSession()?.token).toBe(fresh));
    expect(sentCalls()).toEqual(['GET /auth/refresh']);
  });

  it('ends the session but keeps uiSettings when the server refuses the refresh', async () => {
    server.use(apiGet('/auth/refresh', apiError(403, 'FORBIDDEN')));
    renderHook(() => useTokenRefresh(true));
    await vi.advanceTimersByTimeAsync(tokenRefreshIntervalMs);
    await vi.waitFor(() => expect(getSession()).toBeNull());
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('uiSettings')).toBe('{"language":"fr"}');
  });

  it.each([
    ['no answer', () => HttpResponse.error()],
    ['a gateway error', () => new HttpResponse('Bad gateway', { status: 502 })],
  ])('keeps the session when the refresh gets %s', async (_case, answer) => {
    server.use(apiGet('/auth/refresh', answer));
    renderHook(() => useTokenRefresh(true));
    await vi.advanceTimersByTimeAsync(tokenRefreshIntervalMs);
    await vi.waitFor(() => expect(sentCalls()).toEqual(['GET /auth/refresh']));
    await vi.advanceTimersByTimeAsync(0);
    expect(getSession()).not.toBeNull();
  });

  it('waits while offline instead of ending the session', async () => {
    onlineManager.setOnline(false);
    renderHook(() => useTokenRefresh(true));
    await vi.advanceTimersByTimeAsync(tokenRefreshIntervalMs * 2);
    onlineManager.setOnline(true);
    expect(sentCalls()).toEqual([]);
    expect(getSession()).not.toBeNull();
  });

  it('does nothing without a session', async () => {
    renderHook(() => useTokenRefresh(false));
    await vi.advanceTimersByTimeAsync(tokenRefreshIntervalMs * 2);
    expect(sentCalls()).toEqual([]);
  });
});
