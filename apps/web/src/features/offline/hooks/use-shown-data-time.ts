import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { tenantKeys } from '@/lib/tenant-settings';

/**
 * When the oldest answer on screen arrived: what "the data is from" honestly means. The tenant
 * settings are left out (every page watches them and they hardly change).
 */
const oldestShownAnswer = (queryClient: QueryClient): number | null => {
  const times = queryClient
    .getQueryCache()
    .findAll({
      predicate: (query) =>
        query.getObserversCount() > 0 &&
        query.state.dataUpdatedAt > 0 &&
        query.queryKey[0] !== tenantKeys.all[0],
    })
    .map((query) => query.state.dataUpdatedAt);
  return times.length > 0 ? Math.min(...times) : null;
};

export const useShownDataTime = (): number | null => {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (listener: () => void) => queryClient.getQueryCache().subscribe(listener),
    [queryClient],
  );
  const read = () => oldestShownAnswer(queryClient);
  return useSyncExternalStore(subscribe, read, read);
};
