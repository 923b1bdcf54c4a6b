import type { HomeDashboard } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const homeKeys = { all: ['home'] as const };

/**
 * Every block of the home screen in one call. Unlike the other answers, it is taken as the
 * server wrote it, without the shared schema: the server serializes it through that schema, and
 * checking it again here cost a phone zod and every block's schema (~25 KiB gzip) and their
 * set-up, the longest task of the first screen most starts open on (issue 17; decisions.md, "The
 * home's answer is not checked twice").
 */
export const getHome = () => apiRequest<HomeDashboard>('/home');

export const homeQueryOptions = queryOptions({
  queryKey: homeKeys.all,
  queryFn: getHome,
  // Home sums up every other screen; after any change there it must be current. One second
  // only spares the page's mount a second call for what the route's prefetch has just fetched.
  staleTime: 1_000,
  meta: { silent: true },
});

export const useHome = () => useQuery(homeQueryOptions);
