import { jobDetailSchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { jobKeys } from './job-keys';

export const getJob = (id: number) => apiRequest(`/jobs/${id}`, { schema: jobDetailSchema });

export const jobQueryOptions = (id: number) =>
  queryOptions({
    queryKey: jobKeys.detail(id),
    queryFn: () => getJob(id),
    staleTime: 0,
    meta: { silent: true },
  });

export const useJob = (id: number) => useQuery(jobQueryOptions(id));
