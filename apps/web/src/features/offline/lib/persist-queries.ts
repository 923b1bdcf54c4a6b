import {
  dehydrate,
  hydrate,
  type DehydratedState,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import { readString, removeKeys, storageKeys, writeValue } from '@/lib/storage';
import { clearQueryStore, queryStore, type Persister } from '../api/query-store';

/**
 * How long stored answers may be shown offline: a crew member may spend a few days on a site
 * without coverage, but a schedule older than a week is too old to act on.
 */
export const offlineMaxAgeMs = 7 * 24 * 60 * 60 * 1000;
/** Saving waits for a burst of answers (a screen loads several at once) to settle. */
const saveDelayMs = 1000;

// Files (PDF previews) can weigh megabytes; they stay online-only.
const shouldPersist = (query: Query): boolean =>
  query.state.status === 'success' &&
  !(query.state.data instanceof Blob) &&
  Date.now() - query.state.dataUpdatedAt < offlineMaxAgeMs;

/**
 * Restores the stored answers when the device starts offline. Online the server answers:
 * saving lags a second behind a change, and forms that start from their first answer would keep
 * a copy from before it. The stored answers are then only carried into the next save, so the
 * offline copy keeps the screens visited before this page load.
 */
const restore = async (
  queryClient: QueryClient,
  store: Persister,
  buster: string,
): Promise<DehydratedState['queries']> => {
  const persisted = await store.restoreClient();
  if (!persisted) return [];
  const usable = persisted.buster === buster && Date.now() - persisted.timestamp < offlineMaxAgeMs;
  if (!usable) {
    await store.removeClient();
    return [];
  }
  if (navigator.onLine) return persisted.clientState.queries;
  hydrate(queryClient, persisted.clientState);
  // Once the connection is back, each restored answer is fetched again when a screen opens.
  await queryClient.invalidateQueries({ refetchType: 'none' });
  return [];
};

type PersistOptions = {
  queryClient: QueryClient;
  /** Tenant and login the answers belong to; null when nobody is signed in. */
  scope: string | null;
  /** Names the build: answers stored by another build may not fit its screens. */
  buster: string;
};

/**
 * Removes what an earlier login left, restores this login's last answers into the query cache
 * and then keeps them saved. Resolves with a function that stops the saving.
 */
export const persistQueries = async ({
  queryClient,
  scope,
  buster,
}: PersistOptions): Promise<() => void> => {
  const storedScope = readString(storageKeys.offlineCache);
  if (storedScope !== null && storedScope !== scope) {
    await clearQueryStore();
    removeKeys([storageKeys.offlineCache]);
  }
  if (scope === null) return () => undefined;

  const store = queryStore(scope);
  const carried = await restore(queryClient, store, buster);
  writeValue(storageKeys.offlineCache, scope);
  // Restored answers no screen shows yet must stay until they may be needed offline, instead
  // of TanStack's five minutes (its advice for persisted caches).
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({
    ...defaults,
    queries: { ...defaults.queries, gcTime: offlineMaxAgeMs },
  });

  let timer: number | undefined;
  const save = () => {
    timer = undefined;
    const clientState = dehydrate(queryClient, { shouldDehydrateQuery: shouldPersist });
    const present = new Set(clientState.queries.map((query) => query.queryHash));
    clientState.queries.push(
      ...carried.filter(
        (query) =>
          !present.has(query.queryHash) && Date.now() - query.state.dataUpdatedAt < offlineMaxAgeMs,
      ),
    );
    store
      .persistClient({ timestamp: Date.now(), buster, clientState })
      .catch((error: unknown) => console.warn('Offline copy not saved', error));
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    const changed =
      event.type === 'removed' || (event.type === 'updated' && event.action.type === 'success');
    if (changed) timer ??= window.setTimeout(save, saveDelayMs);
  });
  return () => {
    unsubscribe();
    window.clearTimeout(timer);
  };
};
