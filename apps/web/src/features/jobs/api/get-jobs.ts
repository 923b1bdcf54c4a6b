import { jobSchema, pageSchema, type JobTab } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { jobKeys } from './job-keys';

const jobPageSchema = pageSchema(jobSchema);

export const getJobs = (tab: JobTab) =>
  apiRequest(`/jobs?${new URLSearchParams({ tab })}`, { schema: jobPageSchema });

export const jobsQueryOptions = (tab: JobTab) =>
  queryOptions({
    queryKey: jobKeys.list(tab),
    queryFn: () => getJobs(tab),
    // Other screens (vacancies, home) change these lists; show fresh ones on every visit.
    staleTime: 0,
    meta: { silent: true },
  });

export const useJobs = (tab: JobTab) => useQuery(jobsQueryOptions(tab));
