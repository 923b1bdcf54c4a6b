import { tokenRefreshIntervalMs } from '@crewhub/shared';
import { useEffect } from 'react';
import { clearSession, replaceToken } from '@/lib/session';
import { refreshToken } from '../api/refresh-token';

/** Keeps the token fresh while a session is active; a failed refresh ends it. */
export const useTokenRefresh = (active: boolean): void => {
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => {
      refreshToken().then(replaceToken, clearSession);
    }, tokenRefreshIntervalMs);
    return () => window.clearInterval(timer);
  }, [active]);
};
