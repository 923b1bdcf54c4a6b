import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const homeKeys = { all: ['home'] as const };

/**
 * Every block of the home screen in one call. The page paints its greeting without the answer;
 * the answer's schema (zod and every block's shape, ~25 KiB gzip) is asked for once the answer is
 * here, so it does not share the network with the files the greeting waits for (issue 17).
 */
export const getHome = async () => {
  const answer = await apiRequest<unknown>('/home');
  const { homeDashboardSchema } = await import('./home-dashboard-schema');
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
