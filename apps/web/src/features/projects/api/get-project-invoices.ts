import { invoiceSchema, pageSchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { projectKeys } from './project-keys';

const invoicePageSchema = pageSchema(invoiceSchema);

/** GET /projects/{number}/invoices: newest first (clients: released ones of their company). */
export const getProjectInvoices = (number: string) =>
  apiRequest(`/projects/${encodeURIComponent(number)}/invoices?limit=1000&page=1`, {
    schema: invoicePageSchema,
  });

export const projectInvoicesQueryOptions = (number: string) =>
  queryOptions({
    queryKey: projectKeys.attachments(number, 'invoices'),
    queryFn: () => getProjectInvoices(number),
    meta: { silent: true },
  });

export const useProjectInvoices = (number: string) => useQuery(projectInvoicesQueryOptions(number));
