import { plusCrewSchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { plusCrewKeys } from './plus-crew-keys';

export const getPlusCrew = (number: string) =>
  apiRequest(`/plusCrews/${encodeURIComponent(number)}`, { schema: plusCrewSchema });

export const plusCrewQueryOptions = (number: string) =>
  queryOptions({
    queryKey: plusCrewKeys.detail(number),
    queryFn: () => getPlusCrew(number),
    meta: { silent: true },
  });

export const usePlusCrew = (number: string) => useQuery(plusCrewQueryOptions(number));
