import {
  invoiceSchema,
  type CreateInvoiceValues,
  type MarkInvoicePaidInput,
  type ReleaseInvoiceInput,
  type UpdateInvoiceInput,
} from '@crewhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invoiceKeys } from './invoice-keys';

const path = (number: string, action = '') => `/invoices/${encodeURIComponent(number)}${action}`;

/** Every change refreshes the lists, totals and the invoice's own papers. */
const useInvoiceMutation = <Input>(request: (input: Input) => ReturnType<typeof createInvoice>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (invoice) => {
      queryClient.setQueryData(invoiceKeys.detail(invoice.number), invoice);
      void queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
    },
  });
};

export const createInvoice = (input: CreateInvoiceValues) =>
  apiRequest('/invoices', { method: 'POST', body: input, schema: invoiceSchema });

export const useCreateInvoice = () => useInvoiceMutation(createInvoice);

export const useUpdateInvoice = (number: string) =>
  useInvoiceMutation((input: UpdateInvoiceInput) =>
    apiRequest(path(number), { method: 'POST', body: input, schema: invoiceSchema }),
  );

export const useReleaseInvoice = (number: string) =>
  useInvoiceMutation((input: ReleaseInvoiceInput) =>
    apiRequest(path(number, '/release'), { method: 'POST', body: input, schema: invoiceSchema }),
  );

export const useMarkInvoicePaid = (number: string) =>
  useInvoiceMutation((input: MarkInvoicePaidInput) =>
    apiRequest(path(number, '/paid'), { method: 'POST', body: input, schema: invoiceSchema }),
  );
