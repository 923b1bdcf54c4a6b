import { invoiceTotalsSchema, type InvoiceFilter } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryString } from '@/lib/query-string';
import { invoiceKeys } from './invoice-keys';

export const getInvoiceTotals = (filter: InvoiceFilter) =>
  apiRequest(`/invoices/totals${queryString(filter)}`, { schema: invoiceTotalsSchema });

export const invoiceTotalsQueryOptions = (filter: InvoiceFilter) =>
  queryOptions({ queryKey: invoiceKeys.totals(filter), queryFn: () => getInvoiceTotals(filter) });

export const useInvoiceTotals = (filter: InvoiceFilter) =>
  useQuery(invoiceTotalsQueryOptions(filter));
