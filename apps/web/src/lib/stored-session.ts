import {
  decodeToken,
  isTokenValid,
  mailboxUserRightsSchema,
  tenantSummarySchema,
  userRightsSchema,
  type TokenClaims,
} from '@crewhub/shared';
import type { Session } from './session';
import { readJson, readString, storageKeys } from './storage';

// The checks of what a session left in localStorage. They need zod, so session.ts loads this
// module only once there is a stored token: a cold visitor's sign-in page does without it.

/** A guest token that names no project or plus crew could open nothing: it is no session. */
const hasGuestScope = ({ type, loginData }: TokenClaims): boolean =>
  type === 'MOBILE' ||
  Boolean(type === 'project' ? loginData.projectNumber : loginData.plusCrewNumber);

/**
 * Offline, an expired token still opens this device's last copy of the user's screens
 * (features/offline): nothing reaches the server with it, and once the connection is back the
 * session ends as any expired one does (see followSessionChanges in session.ts).
 */
const usable = (token: string | null): boolean => isTokenValid(token) || !navigator.onLine;

/** The stored session, or null when its token is missing, corrupt, out of scope or expired (online). */
export const readStoredSession = (): Session | null => {
  const token = readString(storageKeys.token);
  const claims = usable(token) ? decodeToken(token) : null;
  if (!token || !claims || !hasGuestScope(claims)) return null;
  return {
    token,
    claims,
    userRights: readJson(storageKeys.userRights, userRightsSchema) ?? {},
    mailboxUserRights: readJson(storageKeys.mailboxUserRights, mailboxUserRightsSchema) ?? [],
    tenant: readJson(storageKeys.tenant, tenantSummarySchema),
  };
};
