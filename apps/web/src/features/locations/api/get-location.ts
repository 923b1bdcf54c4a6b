import { locationSchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const locationKeys = {
  all: ['locations'] as const,
  detail: (id: number) => [...locationKeys.all, 'detail', id] as const,
};

export const getLocation = (id: number) =>
  apiRequest(`/locations/${id}`, { schema: locationSchema });

export const locationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: locationKeys.detail(id),
    queryFn: () => getLocation(id),
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });

export const useLocation = (id: number) => useQuery(locationQueryOptions(id));
