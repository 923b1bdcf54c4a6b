import { invoiceFilterOptionsSchema } from '@crewhub/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryString } from '@/lib/query-string';
import { invoiceKeys } from './invoice-keys';

/** GET /invoices/filters: the projects and contacts on my invoices (of one company if named). */
export const getInvoiceFilterOptions = (companyId: number | undefined) =>
  apiRequest(`/invoices/filters${queryString({ companyId })}`, {
    schema: invoiceFilterOptionsSchema,
  });

export const invoiceFilterOptionsQueryOptions = (companyId: number | undefined) =>
  queryOptions({
    queryKey: invoiceKeys.filterOptions(companyId ?? null),
    queryFn: () => getInvoiceFilterOptions(companyId),
    // The pickers keep their options while another company's load.
    placeholderData: keepPreviousData,
  });

export const useInvoiceFilterOptions = (companyId: number | undefined) =>
  useQuery(invoiceFilterOptionsQueryOptions(companyId));
