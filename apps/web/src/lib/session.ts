import {
  decodeToken,
  isTokenValid,
  mailboxUserRightsSchema,
  tenantSummarySchema,
  userRightsSchema,
  type MailboxUserRights,
  type TenantSummary,
  type TokenClaims,
  type UserRights,
} from '@crewhub/shared';
import { useSyncExternalStore } from 'react';
import {
  readJson,
  readString,
  removeKeys,
  sessionStorageKeys,
  storageKeys,
  writeValue,
} from './storage';

export type Session = {
  token: string;
  claims: TokenClaims;
  userRights: UserRights;
  mailboxUserRights: MailboxUserRights;
  tenant: TenantSummary | null;
};

export type SessionStart = Omit<Session, 'claims'>;

const listeners = new Set<() => void>();

/** A guest token that names no project or plus crew could open nothing: it is no session. */
const hasGuestScope = ({ type, loginData }: TokenClaims): boolean =>
  type === 'MOBILE' ||
  Boolean(type === 'project' ? loginData.projectNumber : loginData.plusCrewNumber);

/**
 * Offline, an expired token still opens this device's last copy of the user's screens
 * (features/offline): nothing reaches the server with it, and once the connection is back the
 * session ends as any expired one does (see followSessionChanges).
 */
const usable = (token: string | null): boolean => isTokenValid(token) || !navigator.onLine;

const load = (): Session | null => {
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

// One cached snapshot keeps useSyncExternalStore renders stable between writes.
let current: Session | null = load();

const publish = (): void => {
  current = load();
  listeners.forEach((listener) => listener());
};

export const getSession = (): Session | null => current;

export const subscribeSession = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useSession = (): Session | null =>
  useSyncExternalStore(subscribeSession, getSession, getSession);

/** Stores everything a login fetched at once, so guards never see a token without rights. */
export const startSession = (start: SessionStart): void => {
  writeValue(storageKeys.userRights, start.userRights);
  writeValue(storageKeys.mailboxUserRights, start.mailboxUserRights);
  if (start.tenant) writeValue(storageKeys.tenant, start.tenant);
  writeValue(storageKeys.token, start.token);
  publish();
};

export const replaceToken = (token: string): void => {
  writeValue(storageKeys.token, token);
  publish();
};

/** Ends the session locally; uiSettings (language) survive on purpose. */
export const clearSession = (): void => {
  removeKeys(sessionStorageKeys);
  publish();
};

/**
 * Another tab logging in or out changes this tab too, and so does the connection coming back
 * (an expired token only opened the offline copy).
 */
export const followSessionChanges = (): (() => void) => {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === storageKeys.token) publish();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener('online', publish);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener('online', publish);
  };
};
