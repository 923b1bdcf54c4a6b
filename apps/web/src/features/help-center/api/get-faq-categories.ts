import { pageSchema, referenceItemSchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { faqKeys } from './faq-keys';

export const faqCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: faqKeys.categories(),
    queryFn: async () =>
      (await apiRequest('/categories', { schema: pageSchema(referenceItemSchema) })).items,
    staleTime: 5 * 60_000,
  });

export const useFaqCategories = () => useQuery(faqCategoriesQueryOptions());
