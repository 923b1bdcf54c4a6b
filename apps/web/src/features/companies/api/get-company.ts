import { companySchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { companyKeys } from './company-keys';

/** GET /companies/{id}. */
export const companyQueryOptions = (id: number) =>
  queryOptions({
    queryKey: companyKeys.detail(id),
    queryFn: () => apiRequest(`/companies/${id}`, { schema: companySchema }),
  });

export const useCompany = (id: number) => useQuery(companyQueryOptions(id));
