import type { QueryClient } from '@tanstack/react-query';
import { treeSummaryQueryOptions } from '@/features/one-x-one-tree/api/get-tree-summary';
import { OneXOneTreePage } from '@/features/one-x-one-tree/components/one-x-one-tree-page';

export const Component = OneXOneTreePage;

export const prefetch = (queryClient: QueryClient) =>
  queryClient.prefetchQuery(treeSummaryQueryOptions());
