import { pageSchema, rateCardSchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { companyKeys } from './company-keys';

/** GET /companies/{id}/rateCards: the client's own agreements. */
export const companyRateCardsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: companyKeys.rateCards(id),
    queryFn: () => apiRequest(`/companies/${id}/rateCards`, { schema: pageSchema(rateCardSchema) }),
  });

export const useCompanyRateCards = (id: number) => useQuery(companyRateCardsQueryOptions(id));
