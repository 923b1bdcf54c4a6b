import { companySchema, pageSchema } from '@crewhub/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { companyKeys } from './company-keys';

export const companiesPerPage = 20;

/** GET /companies: the clients by name, searched on name or client mark. */
export const companiesQueryOptions = (q: string, page: number) =>
  queryOptions({
    queryKey: companyKeys.list(q, page),
    queryFn: () => {
      const params = new URLSearchParams({ limit: String(companiesPerPage), page: String(page) });
      if (q) params.set('q', q);
      return apiRequest(`/companies?${params}`, { schema: pageSchema(companySchema) });
    },
    // Typing keeps the last answer on screen instead of flashing a loader per letter.
    placeholderData: keepPreviousData,
  });

export const useCompanies = (q: string, page: number) => useQuery(companiesQueryOptions(q, page));
