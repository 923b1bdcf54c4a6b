import { homeDashboardSchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const homeKeys = { all: ['home'] as const };

/** Every block of the home screen in one call. */
export const getHome = () => apiRequest('/home', { schema: homeDashboardSchema });

export const homeQueryOptions = queryOptions({
  queryKey: homeKeys.all,
  queryFn: getHome,
  // Home sums up every other screen; after any change there it must be current. One second
  // only spares the page's mount a second call for what the route's prefetch has just fetched.
  staleTime: 1_000,
  meta: { silent: true },
});

export const useHome = () => useQuery(homeQueryOptions);
