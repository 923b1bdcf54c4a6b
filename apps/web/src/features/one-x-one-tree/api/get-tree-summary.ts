import { treeSummarySchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { treeKeys } from './tree-keys';

export const treeSummaryQueryOptions = () =>
  queryOptions({
    queryKey: treeKeys.summary(),
    queryFn: () => apiRequest('/oneCrewOneTree', { schema: treeSummarySchema }),
    meta: { silent: true },
  });

export const useTreeSummary = () => useQuery(treeSummaryQueryOptions());
