import { companySchema, pageSchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { faqKeys } from './faq-keys';

/** Client companies an FAQ can be limited to (GET /companies). */
export const faqCompaniesQueryOptions = () =>
  queryOptions({
    queryKey: faqKeys.companies(),
    queryFn: async () =>
      (await apiRequest('/companies', { schema: pageSchema(companySchema) })).items,
    staleTime: 5 * 60_000,
  });

export const useFaqCompanies = () => useQuery(faqCompaniesQueryOptions());
