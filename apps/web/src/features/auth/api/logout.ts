import { apiRequest } from '@/lib/api-client';
import { clearSession } from '@/lib/session';

/**
 * Ends the session on the server when it can be reached, always locally, then reloads on /
 * so no state of the previous user survives.
 */
export const logout = async (): Promise<void> => {
  await apiRequest('/auth/logout', { method: 'POST' }).catch(() => undefined);
  clearSession();
  window.location.assign('/');
};
