import { queryOptions, useQuery } from '@tanstack/react-query';
import { homeRequest } from './home-request';

export const homeKeys = { all: ['home'] as const };

/** The home's answer: the one the entry asked for at a signed-in start, else a new call. */
export const getHome = homeRequest.take;

export const homeQueryOptions = queryOptions({
  queryKey: homeKeys.all,
  queryFn: getHome,
  // Home sums up every other screen; after any change there it must be current. One second
  // only spares the page's mount a second call for what the route's prefetch has just fetched.
  staleTime: 1_000,
  meta: { silent: true },
});

export const useHome = () => useQuery(homeQueryOptions);
