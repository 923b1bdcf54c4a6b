import { companySchema, pageSchema, projectSchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invoiceKeys } from './invoice-keys';

/** Companies to filter by and invoice; clients get their own company only. */
export const companiesQueryOptions = () =>
  queryOptions({
    queryKey: invoiceKeys.companies(),
    queryFn: () => apiRequest('/companies', { schema: pageSchema(companySchema) }),
    staleTime: 5 * 60_000,
  });

export const useInvoiceCompanies = () => useQuery(companiesQueryOptions());

/** Projects the office can invoice (all of the tenant's, newest first). */
export const useInvoiceProjects = (enabled: boolean) =>
  useQuery({
    queryKey: invoiceKeys.projects(),
    queryFn: () => apiRequest('/projects', { schema: pageSchema(projectSchema) }),
    staleTime: 5 * 60_000,
    enabled,
  });
