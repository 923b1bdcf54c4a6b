import { tokenRefreshIntervalMs } from '@crewhub/shared';
import { onlineManager } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isUnreachableError } from '@/lib/api-error';
import { clearSession, replaceToken } from '@/lib/session';

/**
 * Keeps the token fresh while a session is active; a refresh the server refuses ends it. Offline
 * it waits, and a refresh that finds no server (no answer, a gateway's 502 to 504) is tried
 * again next time: it says nothing about the session, and ending it would take the offline copy
 * of the user's screens with it.
 */
export const useTokenRefresh = (active: boolean): void => {
  useEffect(() => {
    if (!active) return;
    // The call and its answer's schema (zod) load with the first refresh, not before the frame.
    const timer = window.setInterval(() => {
      if (!onlineManager.isOnline()) return;
      import('../api/refresh-token')
        .then(({ refreshToken }) => refreshToken())
        .then(replaceToken, (error: unknown) => {
          if (!isUnreachableError(error)) clearSession();
        });
    }, tokenRefreshIntervalMs);
    return () => window.clearInterval(timer);
  }, [active]);
};
