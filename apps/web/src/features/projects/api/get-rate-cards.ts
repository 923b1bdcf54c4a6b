import { pageSchema, rateCardSchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { projectKeys } from './project-keys';

export const getRateCards = () => apiRequest('/rateCards', { schema: pageSchema(rateCardSchema) });

export const rateCardsQueryOptions = () =>
  queryOptions({
    queryKey: projectKeys.rateCards(),
    queryFn: async () => (await getRateCards()).items,
    // Rate cards are agreed a few times a year.
    staleTime: 10 * 60_000,
  });

/** Only for callers with rateCards READ; others would get a 403. */
export const useRateCards = (enabled: boolean) => useQuery({ ...rateCardsQueryOptions(), enabled });
