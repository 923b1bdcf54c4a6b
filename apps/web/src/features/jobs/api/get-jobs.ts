import { jobSchema, pageSchema, type JobTab } from '@crewhub/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryString } from '@/lib/query-string';
import { jobKeys } from './job-keys';

const jobPageSchema = pageSchema(jobSchema);
/**
 * A few screenfuls of cards; more load on request. A busy crew member has hundreds of jobs a
 * year, and a tab that loaded them all sent a phone hundreds of kilobytes to show ten.
 */
export const jobPageSize = 25;

export const getJobs = (tab: JobTab, page = 1) =>
  apiRequest(`/jobs${queryString({ tab, page, limit: jobPageSize })}`, { schema: jobPageSchema });

export const jobsQueryOptions = (tab: JobTab) =>
  infiniteQueryOptions({
    queryKey: jobKeys.list(tab),
    queryFn: ({ pageParam }) => getJobs(tab, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
    // Other screens (vacancies, home) change these lists; show fresh ones on every visit.
    staleTime: 0,
    meta: { silent: true },
  });

export const useJobs = (tab: JobTab) => useInfiniteQuery(jobsQueryOptions(tab));
