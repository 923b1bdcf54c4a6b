import { projectSchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { projectKeys } from './project-keys';

export const getProject = (number: string) =>
  apiRequest(`/projects/${encodeURIComponent(number)}`, { schema: projectSchema });

export const projectQueryOptions = (number: string) =>
  queryOptions({
    queryKey: projectKeys.detail(number),
    queryFn: () => getProject(number),
    meta: { silent: true },
  });

export const useProject = (number: string) => useQuery(projectQueryOptions(number));
