/** localStorage keys, exactly as the product has always used them. */
export const storageKeys = {
  token: 'token',
  userRights: 'userRights',
  mailboxUserRights: 'mailboxUserRights',
  tenant: 'tenant',
  uiSettings: 'uiSettings',
  appCache: 'appCache',
  /** Support's override of the interface language (see ui-settings.ts). */
  debugLanguage: 'debugLanguage',
  /** The tenant's public settings as last received, so the sign-in page opens offline. */
  tenantSettings: 'tenantSettings',
  /** Whose answers the offline cache holds (features/offline), kept to clear them after logout. */
  offlineCache: 'offlineCache',
} as const;
export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

/** Everything but uiSettings belongs to the session and goes when it ends. */
export const sessionStorageKeys: readonly StorageKey[] = [
  storageKeys.token,
  storageKeys.userRights,
  storageKeys.mailboxUserRights,
  storageKeys.tenant,
  storageKeys.appCache,
];

export const readString = (key: StorageKey): string | null => localStorage.getItem(key);

/** What readJson asks of a schema: zod's and zod/mini's (the startup path's) both fit. */
export type StoredValueSchema<T> = {
  safeParse: (value: unknown) => { success: true; data: T } | { success: false };
};

/** Reads a JSON value and validates it; anything corrupt or outdated counts as missing. */
export const readJson = <T>(key: StorageKey, schema: StoredValueSchema<T>): T | null => {
  const raw = localStorage.getItem(key);
  if (raw === null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

export const writeValue = (key: StorageKey, value: unknown): void =>
  localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));

export const removeKeys = (keys: readonly StorageKey[]): void =>
  keys.forEach((key) => localStorage.removeItem(key));
