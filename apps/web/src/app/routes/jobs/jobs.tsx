import type { QueryClient } from '@tanstack/react-query';
import { jobsQueryOptions } from '@/features/jobs/api/get-jobs';
import { JobsPage } from '@/features/jobs/components/jobs-page';

export const Component = JobsPage;

export const prefetch = (queryClient: QueryClient) =>
  queryClient.prefetchInfiniteQuery(jobsQueryOptions('upcoming'));
