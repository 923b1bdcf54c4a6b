import type { QueryClient } from '@tanstack/react-query';
import { versionQueryOptions } from '@/features/version/api/get-version';
import { VersionPage } from '@/features/version/components/version-page';

export const Component = VersionPage;

export const prefetch = (queryClient: QueryClient) =>
  queryClient.prefetchQuery(versionQueryOptions);
