import { pageSchema, payrollItemSchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { payrollKeys } from './payroll-keys';

const itemPageSchema = pageSchema(payrollItemSchema);

/** The payroll's lines in date order. */
export const getPayrollItems = (number: string) =>
  apiRequest(`/payrolls/${encodeURIComponent(number)}/items`, { schema: itemPageSchema });

export const payrollItemsQueryOptions = (number: string) =>
  queryOptions({
    queryKey: payrollKeys.items(number),
    queryFn: () => getPayrollItems(number),
    staleTime: 0,
    meta: { silent: true },
  });

export const usePayrollItems = (number: string) => useQuery(payrollItemsQueryOptions(number));
