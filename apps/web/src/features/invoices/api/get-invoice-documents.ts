import { invoiceDocumentSchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { invoiceKeys } from './invoice-keys';

export const getInvoiceDocuments = (number: string) =>
  apiRequest(`/invoices/${encodeURIComponent(number)}/documents`, {
    schema: z.array(invoiceDocumentSchema),
  });

export const invoiceDocumentsQueryOptions = (number: string) =>
  queryOptions({
    queryKey: invoiceKeys.documents(number),
    queryFn: () => getInvoiceDocuments(number),
  });

export const useInvoiceDocuments = (number: string) =>
  useQuery(invoiceDocumentsQueryOptions(number));
