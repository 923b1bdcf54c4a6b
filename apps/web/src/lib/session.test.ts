import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeToken } from '@/testing/render';
import { clearSession, followSessionChanges, getSession, startSession } from './session';

const goOnline = (online: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
};

afterEach(() => {
  vi.restoreAllMocks();
  clearSession();
});

describe('an expired token', () => {
  const startExpired = () =>
    startSession({
      token: fakeToken({ expiresInS: -60 }),
      userRights: {},
      mailboxUserRights: [],
      tenant: null,
    });

  it('is no session online', () => {
    startExpired();
    expect(getSession()).toBeNull();
  });

  it('opens the offline copy while offline and ends once the connection is back', () => {
    const stop = followSessionChanges();
    goOnline(false);
    startExpired();
    expect(getSession()?.claims.sub).toBe('login:1');
    goOnline(true);
    expect(getSession()).toBeNull();
    stop();
  });
});
