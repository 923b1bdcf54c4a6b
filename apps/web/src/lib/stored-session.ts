import type { TokenClaims } from '@crewhub/shared';
import type { Session } from './session';
import {
  mailboxUserRightsCheck,
  tenantSummaryCheck,
  tokenClaimsOf,
  userRightsCheck,
} from './session-checks';
import { readJson, readString, storageKeys } from './storage';

// The checks of what a session left in localStorage. session.ts loads this module only once
// there is a stored token: a cold visitor's sign-in page does without it.

/** A guest token that names no project or plus crew could open nothing: it is no session. */
const hasGuestScope = ({ type, loginData }: TokenClaims): boolean =>
  type === 'MOBILE' ||
  Boolean(type === 'project' ? loginData.projectNumber : loginData.plusCrewNumber);

/**
 * Offline, an expired token still opens this device's last copy of the user's screens
 * (features/offline): nothing reaches the server with it, and once the connection is back the
 * session ends as any expired one does (see followSessionChanges in session.ts).
 */
const usable = ({ exp }: TokenClaims): boolean => exp * 1000 > Date.now() || !navigator.onLine;

/** The stored session, or null when its token is missing, corrupt, out of scope or expired (online). */
export const readStoredSession = (): Session | null => {
  const token = readString(storageKeys.token);
  const claims = tokenClaimsOf(token);
  if (!token || !claims || !usable(claims) || !hasGuestScope(claims)) return null;
  return {
    token,
    claims,
    userRights: readJson(storageKeys.userRights, userRightsCheck) ?? {},
    mailboxUserRights: readJson(storageKeys.mailboxUserRights, mailboxUserRightsCheck) ?? [],
    tenant: readJson(storageKeys.tenant, tenantSummaryCheck),
  };
};
