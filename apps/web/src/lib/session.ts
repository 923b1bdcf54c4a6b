import type { MailboxUserRights, TenantSummary, TokenClaims, UserRights } from '@crewhub/shared';
import { useSyncExternalStore } from 'react';
import { readString, removeKeys, sessionStorageKeys, storageKeys, writeValue } from './storage';

export type Session = {
  token: string;
  claims: TokenClaims;
  userRights: UserRights;
  mailboxUserRights: MailboxUserRights;
  tenant: TenantSummary | null;
};

export type SessionStart = Omit<Session, 'claims'>;

const listeners = new Set<() => void>();

let readStored: (() => Session | null) | null = null;
let current: Session | null = null;

/**
 * Loads the checks of the stored session (stored-session.ts). Startup needs them only when a
 * token is stored; a login awaits them before it stores its session.
 */
export const loadSessionChecks = async (): Promise<void> => {
  readStored ??= (await import('./stored-session')).readStoredSession;
};

/** Reads the stored session before the first render (main.tsx). */
export const restoreSession = async (): Promise<void> => {
  if (readString(storageKeys.token) !== null) await loadSessionChecks();
  current = readStored?.() ?? null;
};

// One cached snapshot keeps useSyncExternalStore renders stable between writes.
const publish = (): void => {
  if (!readStored && readString(storageKeys.token) !== null) {
    // Another tab logged in before this one ever held a session: read it once the checks load.
    void loadSessionChecks().then(publish);
    return;
  }
  current = readStored?.() ?? null;
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
