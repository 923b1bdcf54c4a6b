import { locationSchema, pageSchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { projectKeys } from './project-keys';

export const getLocations = () => apiRequest('/locations', { schema: pageSchema(locationSchema) });

export const locationsQueryOptions = () =>
  queryOptions({
    queryKey: projectKeys.locations(),
    queryFn: async () => (await getLocations()).items,
    staleTime: 5 * 60_000,
  });

export const useLocations = () => useQuery(locationsQueryOptions());
