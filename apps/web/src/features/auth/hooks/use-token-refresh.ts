import { tokenRefreshIntervalMs } from '@crewhub/shared';
import { onlineManager } from '@tanstack/react-query';
import { useEffect } from 'react';
import { clearSession, replaceToken } from '@/lib/session';
import { refreshToken } from '../api/refresh-token';

/**
 * Keeps the token fresh while a session is active; a failed refresh ends it. Offline it waits:
 * a refresh that cannot reach the server says nothing about the session, and ending it would
 * take the offline copy of the user's screens with it.
 */
export const useTokenRefresh = (active: boolean): void => {
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => {
      if (!onlineManager.isOnline()) return;
      refreshToken().then(replaceToken, clearSession);
    }, tokenRefreshIntervalMs);
    return () => window.clearInterval(timer);
  }, [active]);
};
