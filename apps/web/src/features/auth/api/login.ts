import {
  decodeToken,
  isGuestTokenType,
  tokenResponseSchema,
  type TokenClaims,
  type TokenRequest,
} from '@crewhub/shared';
import { apiRequest } from '@/lib/api-client';
import { loadSessionChecks, type SessionStart } from '@/lib/session';
import { getMailboxUserRights } from './get-mailbox-user-rights';
import { getTenant } from './get-tenant';
import { getUserRights } from './get-user-rights';

/** Guests hold no rights, so their rights calls may fail without harm. */
const forGuests = <T>(guest: boolean, call: Promise<T>, fallback: T): Promise<T> =>
  guest ? call.catch(() => fallback) : call;

/**
 * POST /auth/token, then the rights and tenant every screen relies on. use-login.ts loads this
 * module (and zod with it) when the form is sent.
 */
export const login = async (
  request: TokenRequest,
): Promise<SessionStart & { claims: TokenClaims }> => {
  const { token } = await apiRequest('/auth/token', {
    method: 'POST',
    body: request,
    headers: { Type: 'MOBILE' },
    schema: tokenResponseSchema,
    auth: null,
  });
  const claims = decodeToken(token);
  if (!claims) throw new Error('The server answered with an unreadable token');
  const auth = { token, type: claims.type };
  const guest = isGuestTokenType(claims.type);
  const [userRights, mailboxUserRights, tenant] = await Promise.all([
    forGuests(guest, getUserRights(auth), {}),
    forGuests(guest, getMailboxUserRights(auth), []),
    forGuests(guest, getTenant(auth), null),
    // startSession reads the session back through these checks.
    loadSessionChecks(),
  ]);
  return { token, claims, userRights, mailboxUserRights, tenant };
};
