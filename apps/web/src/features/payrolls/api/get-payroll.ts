import { payrollDetailSchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { payrollKeys } from './payroll-keys';

export const getPayroll = (number: string) =>
  apiRequest(`/payrolls/${encodeURIComponent(number)}`, { schema: payrollDetailSchema });

export const payrollQueryOptions = (number: string) =>
  queryOptions({
    queryKey: payrollKeys.detail(number),
    queryFn: () => getPayroll(number),
    staleTime: 0,
    meta: { silent: true },
  });

export const usePayroll = (number: string) => useQuery(payrollQueryOptions(number));
