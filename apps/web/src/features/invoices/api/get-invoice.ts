import { invoiceSchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invoiceKeys } from './invoice-keys';

export const getInvoice = (number: string) =>
  apiRequest(`/invoices/${encodeURIComponent(number)}`, { schema: invoiceSchema });

export const invoiceQueryOptions = (number: string) =>
  queryOptions({
    queryKey: invoiceKeys.detail(number),
    queryFn: () => getInvoice(number),
    meta: { silent: true },
  });

export const useInvoice = (number: string) => useQuery(invoiceQueryOptions(number));
