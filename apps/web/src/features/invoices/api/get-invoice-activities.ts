import { activitySchema, pageSchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invoiceKeys } from './invoice-keys';

export const getInvoiceActivities = (number: string) =>
  apiRequest(`/invoices/${encodeURIComponent(number)}/activities`, {
    schema: pageSchema(activitySchema),
  });

export const invoiceActivitiesQueryOptions = (number: string) =>
  queryOptions({
    queryKey: invoiceKeys.activities(number),
    queryFn: () => getInvoiceActivities(number),
  });

export const useInvoiceActivities = (number: string) =>
  useQuery(invoiceActivitiesQueryOptions(number));
