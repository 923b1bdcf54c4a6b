import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const homeKeys = { all: ['home'] as const };

/**
 * Every block of the home screen in one call. The answer's schema loads while the call runs: the
 * page paints its greeting before either is here (issue 17).
 */
export const getHome = async () => {
  const [{ homeDashboardSchema }, answer] = await Promise.all([
    import('./home-dashboard-schema'),
    apiRequest<unknown>('/home'),
  ]);
  return homeDashboardSchema.parse(answer);
};

export const homeQueryOptions = queryOptions({
  queryKey: homeKeys.all,
  queryFn: getHome,
  // Home sums up every other screen; after any change there it must be current. One second
  // only spares the page's mount a second call for what the route's prefetch has just fetched.
  staleTime: 1_000,
  meta: { silent: true },
});

export const useHome = () => useQuery(homeQueryOptions);
