import {
  dehydrate,
  hydrate,
  type DehydratedState,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import { connection, subscribeConnection } from '@/lib/connection';
import { readString, removeKeys, storageKeys, writeValue } from '@/lib/storage';
import { clearQueryStore, queryStore, type Persister } from '../api/query-store';

/**
 * How long stored answers may be shown offline: a crew member may spend a few days on a site
 * without coverage, but a schedule older than a week is too old to act on.
 */
export const offlineMaxAgeMs = 7 * 24 * 60 * 60 * 1000;
/** Saving waits for a burst of answers (a screen loads several at once) to settle. */
const saveDelayMs = 1000;

/**
 * Files (PDF previews) can weigh megabytes, and so can the planners' calendars (the crew
 * planner's month is 2 MiB for 2,000 people): they stay online-only. Storing copies them on the
 * main thread (IndexedDB's structured clone), a long task for whoever scrolls the screen then,
 * and offline use is for the crew member's own day, not a planner's desk.
 */
const keptOffline = (query: Query): boolean =>
  query.meta?.onlineOnly !== true && !(query.state.data instanceof Blob);

export const shouldPersist = (query: Query): boolean =>
  query.state.status === 'success' &&
  keptOffline(query) &&
  Date.now() - query.state.dataUpdatedAt < offlineMaxAgeMs;

/**
 * The stored answers, or none when another build stored them or they are too old. Online the
 * server answers: saving lags a second behind a change, and forms that start from their first
 * answer would keep a copy from before it. So the stored answers are only carried into the next
 * save (the offline copy keeps the screens visited before this page load), and shown once the
 * device is offline or Crewhub does not answer (showStored).
 */
const restore = async (store: Persister, buster: string): Promise<DehydratedState['queries']> => {
  const persisted = await store.restoreClient();
  if (!persisted) return [];
  const usable = persisted.buster === buster && Date.now() - persisted.timestamp < offlineMaxAgeMs;
  if (usable) return persisted.clientState.queries;
  await store.removeClient();
  return [];
};

/**
 * Puts the stored answers no screen has fetched in this visit into the query cache. They are
 * marked stale, so once the connection is back each is fetched again when a screen shows it.
 */
const showStored = async (queryClient: QueryClient, stored: DehydratedState['queries']) => {
  const missing = stored.filter(
    (query) => !queryClient.getQueryCache().get(query.queryHash)?.state.dataUpdatedAt,
  );
  if (missing.length === 0) return;
  hydrate(queryClient, { mutations: [], queries: missing });
  const hashes = new Set(missing.map((query) => query.queryHash));
  await queryClient.invalidateQueries({
    predicate: (query) => hashes.has(query.queryHash),
    refetchType: 'none',
  });
};

type PersistOptions = {
  queryClient: QueryClient;
  /** Tenant and login the answers belong to; null when nobody is signed in. */
  scope: string | null;
  /** Names the build: answers stored by another build may not fit its screens. */
  buster: string;
  /** Where the scope's answers are kept: its IndexedDB record unless a test hands another. */
  store?: Persister;
};

/**
 * Removes what an earlier login left, restores this login's last answers into the query cache
 * and then keeps them saved. Resolves with a function that stops the saving.
 */
export const persistQueries = async ({
  queryClient,
  scope,
  buster,
  store: givenStore,
}: PersistOptions): Promise<() => void> => {
  const storedScope = readString(storageKeys.offlineCache);
  if (storedScope !== null && storedScope !== scope) {
    await clearQueryStore();
    removeKeys([storageKeys.offlineCache]);
  }
  if (scope === null) return () => undefined;

  const store = givenStore ?? queryStore(scope);
  const carried = await restore(store, buster);
  // Offline, or with Crewhub not answering, the stored answers stand in: at once when the app
  // starts so, else from the moment the connection goes.
  const showWhenDisconnected = () => {
    if (connection() !== 'online') void showStored(queryClient, carried);
  };
  // Crewhub may already have failed to answer (the tenant settings are asked first).
  if (connection() !== 'online') await showStored(queryClient, carried);
  const stopFollowing = subscribeConnection(showWhenDisconnected);
  writeValue(storageKeys.offlineCache, scope);
  // Restored answers no screen shows yet must stay until they may be needed offline, instead
  // of TanStack's five minutes (its advice for persisted caches).
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({
    ...defaults,
    queries: { ...defaults.queries, gcTime: offlineMaxAgeMs },
  });
  // Online, screens render while the copy is read: their queries were made with the default.
  for (const query of queryClient.getQueryCache().getAll()) {
    query.setOptions({ ...query.options, gcTime: offlineMaxAgeMs });
  }

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
  const saveSoon = () => {
    timer ??= window.setTimeout(save, saveDelayMs);
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    const changed =
      keptOffline(event.query) &&
      (event.type === 'removed' || (event.type === 'updated' && event.action.type === 'success'));
    if (changed) saveSoon();
  });
  // Online, the screens render while the copy is read (offline-cache.tsx): what they got meanwhile
  // is saved as if it had just arrived.
  if (queryClient.getQueryCache().getAll().some(shouldPersist)) saveSoon();
  return () => {
    unsubscribe();
    stopFollowing();
    window.clearTimeout(timer);
  };
};
