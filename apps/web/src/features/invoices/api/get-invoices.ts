import { invoiceSchema, pageSchema, type InvoiceListQuery } from '@crewhub/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryString } from '@/lib/query-string';
import { invoiceKeys } from './invoice-keys';

export const getInvoices = (query: Partial<InvoiceListQuery>) =>
  apiRequest(`/invoices${queryString(query)}`, { schema: pageSchema(invoiceSchema) });

export const invoicesQueryOptions = (query: Partial<InvoiceListQuery>) =>
  queryOptions({
    queryKey: invoiceKeys.list(query),
    queryFn: () => getInvoices(query),
    placeholderData: keepPreviousData,
  });

export const useInvoices = (query: Partial<InvoiceListQuery>) =>
  useQuery(invoicesQueryOptions(query));
