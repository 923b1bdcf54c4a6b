import { pageSchema, projectTypeSchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { projectKeys } from './project-keys';

export const getProjectTypes = () =>
  apiRequest('/projectTypes', { schema: pageSchema(projectTypeSchema) });

export const projectTypesQueryOptions = () =>
  queryOptions({
    queryKey: projectKeys.types(),
    queryFn: async () => (await getProjectTypes()).items.map((type) => type.name),
    staleTime: 10 * 60_000,
  });

export const useProjectTypes = () => useQuery(projectTypesQueryOptions());
