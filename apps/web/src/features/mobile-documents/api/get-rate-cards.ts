import {
  mobileDocumentSchema,
  pageSchema,
  rateCardItemSchema,
  rateCardSchema,
} from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { mobileDocumentKeys } from './mobile-document-keys';

/** The rate cards I may read (GET /rateCards). */
export const rateCardsQueryOptions = () =>
  queryOptions({
    queryKey: mobileDocumentKeys.rateCards(),
    queryFn: () => apiRequest('/rateCards', { schema: pageSchema(rateCardSchema) }),
  });

export const useRateCards = () => useQuery(rateCardsQueryOptions());

/** Hourly rates per function of one card, loaded when the card is opened. */
export const useRateCardItems = (id: number) =>
  useQuery({
    queryKey: mobileDocumentKeys.rateCardItems(id),
    queryFn: () => apiRequest(`/rateCards/${id}/items`, { schema: pageSchema(rateCardItemSchema) }),
  });

/** The documents that go with one card. */
export const useRateCardDocuments = (id: number) =>
  useQuery({
    queryKey: mobileDocumentKeys.rateCardDocuments(id),
    queryFn: () =>
      apiRequest(`/rateCards/${id}/documents`, { schema: pageSchema(mobileDocumentSchema) }),
  });
