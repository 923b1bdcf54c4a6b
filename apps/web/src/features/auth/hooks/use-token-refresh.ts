import { tokenRefreshIntervalMs } from '@crewhub/shared';
import { onlineManager } from '@tanstack/react-query';
import { useEffect } from 'react';
import { clearSession, replaceToken } from '@/lib/session';

/**
 * Keeps the token fresh while a session is active; a failed refresh ends it. Offline it waits:
 * a refresh that cannot reach the server says nothing about the session, and ending it would
 * take the offline copy of the user's screens with it.
 */
export const useTokenRefresh = (active: boolean): void => {
  useEffect(() => {
    if (!active) return;
    // The call and its answer's schema (zod) load with the first refresh, not before the frame.
    const timer = window.setInterval(() => {
      if (!onlineManager.isOnline()) return;
      import('../api/refresh-token')
        .then(({ refreshToken }) => refreshToken())
        .then(replaceToken, clearSession);
    }, tokenRefreshIntervalMs);
    return () => window.clearInterval(timer);
  }, [active]);
};
