import { invoiceItemSchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { invoiceKeys } from './invoice-keys';

export const getInvoiceItems = (number: string) =>
  apiRequest(`/invoices/${encodeURIComponent(number)}/items`, {
    schema: z.array(invoiceItemSchema),
  });

export const invoiceItemsQueryOptions = (number: string) =>
  queryOptions({ queryKey: invoiceKeys.items(number), queryFn: () => getInvoiceItems(number) });

export const useInvoiceItems = (number: string) => useQuery(invoiceItemsQueryOptions(number));
