import type { DehydratedState } from '@tanstack/react-query';

/**
 * The shapes of TanStack's documented `Persister` interface (@tanstack/query-persist-client-core),
 * written out here because that package is not installed; the store below could be handed to
 * `persistQueryClient` unchanged.
 */
export type PersistedClient = { timestamp: number; buster: string; clientState: DehydratedState };
export type Persister = {
  persistClient: (client: PersistedClient) => Promise<void>;
  restoreClient: () => Promise<PersistedClient | undefined>;
  removeClient: () => Promise<void>;
};

const databaseName = 'crewhub-offline';
const storeName = 'queries';

// IndexedDB rather than localStorage: a planner's cache outgrows its quota, and structured
// cloning keeps dates and the like as they are, without JSON on the main thread.
let database: Promise<IDBDatabase> | undefined;
const openDatabase = (): Promise<IDBDatabase> =>
  (database ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(databaseName, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(storeName);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'));
  }));

const run = async <T>(
  mode: IDBTransactionMode,
  action: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> => {
  const transaction = (await openDatabase()).transaction(storeName, mode);
  const request = action(transaction.objectStore(storeName));
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve(request.result);
    transaction.onerror = transaction.onabort = () =>
      reject(transaction.error ?? new Error('IndexedDB transaction failed'));
  });
};

const isPersistedClient = (value: unknown): value is PersistedClient =>
  typeof value === 'object' &&
  value !== null &&
  'timestamp' in value &&
  typeof value.timestamp === 'number' &&
  'buster' in value &&
  typeof value.buster === 'string' &&
  'clientState' in value &&
  typeof value.clientState === 'object';

/** One record per scope (tenant + login), so one user's answers never reach another's screen. */
export const queryStore = (scope: string): Persister => ({
  persistClient: async (client) => {
    await run('readwrite', (store) => store.put(client, scope));
  },
  restoreClient: async () => {
    const stored: unknown = await run('readonly', (store) => store.get(scope));
    return isPersistedClient(stored) ? stored : undefined;
  },
  removeClient: async () => {
    await run('readwrite', (store) => store.delete(scope));
  },
});

/** Removes every scope's answers: after a logout nothing of any user stays on the device. */
export const clearQueryStore = async (): Promise<void> => {
  await run('readwrite', (store) => store.clear());
};
