import {
  companySchema,
  invoiceContactSchema,
  invoiceableProjectSchema,
  pageSchema,
} from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
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

/** The company's projects the office can invoice it for. */
export const useInvoiceProjects = (companyId: number | null) =>
  useQuery({
    queryKey: invoiceKeys.projects(companyId ?? 0),
    queryFn: () =>
      apiRequest(`/companies/${companyId}/projects`, { schema: z.array(invoiceableProjectSchema) }),
    enabled: companyId !== null,
  });

/** The company's contacts an invoice can be addressed to (the office's). */
export const useInvoiceContacts = (companyId: number | null) =>
  useQuery({
    queryKey: invoiceKeys.contacts(companyId ?? 0),
    queryFn: () =>
      apiRequest(`/companies/${companyId}/invoiceContacts`, {
        schema: z.array(invoiceContactSchema),
      }),
    enabled: companyId !== null,
  });
