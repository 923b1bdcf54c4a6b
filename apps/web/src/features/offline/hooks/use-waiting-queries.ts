import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether something on screen waits for an answer it never had: a query with observers, no data
 * and paused, which TanStack only does without a connection (lib/connection.ts). Offline that
 * is a screen this device holds no copy of, and its spinner would turn forever.
 */
const hasWaitingQuery = (queryClient: QueryClient): boolean =>
  queryClient
    .getQueryCache()
    .getAll()
    .some(
      (query) =>
        query.getObserversCount() > 0 &&
        query.state.status === 'pending' &&
        query.state.fetchStatus === 'paused',
    );

export const useWaitingQueries = (): boolean => {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (listener: () => void) => queryClient.getQueryCache().subscribe(listener),
    [queryClient],
  );
  const read = () => hasWaitingQuery(queryClient);
  return useSyncExternalStore(subscribe, read, read);
};
