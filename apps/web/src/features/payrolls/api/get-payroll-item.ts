import { payrollItemSchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { payrollKeys } from './payroll-keys';

export const getPayrollItem = (id: number) =>
  apiRequest(`/payrollItems/${id}`, { schema: payrollItemSchema });

export const payrollItemQueryOptions = (id: number) =>
  queryOptions({
    queryKey: payrollKeys.item(id),
    queryFn: () => getPayrollItem(id),
    staleTime: 0,
    meta: { silent: true },
  });

export const usePayrollItem = (id: number) => useQuery(payrollItemQueryOptions(id));
