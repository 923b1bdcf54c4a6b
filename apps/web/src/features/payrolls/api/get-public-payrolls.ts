import { payrollLinkHeader, publicPayrollSchema, publicPayrollsSchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { payrollKeys } from './payroll-keys';

/** Shared links are anonymous: the token travels in a header, never in the API's URL. */
const withToken = (token: string) => ({ auth: null, headers: { [payrollLinkHeader]: token } });

export const getPublicPayrolls = (token: string) =>
  apiRequest('/public/payrolls', { ...withToken(token), schema: publicPayrollsSchema });

export const getPublicPayroll = (token: string, number: string) =>
  apiRequest(`/public/payrolls/${encodeURIComponent(number)}`, {
    ...withToken(token),
    schema: publicPayrollSchema,
  });

export const usePublicPayrolls = (token: string) =>
  useQuery(
    queryOptions({
      queryKey: payrollKeys.publicList(token),
      queryFn: () => getPublicPayrolls(token),
      enabled: token !== '',
      meta: { silent: true },
    }),
  );

export const usePublicPayroll = (token: string, number: string) =>
  useQuery(
    queryOptions({
      queryKey: payrollKeys.publicDetail(token, number),
      queryFn: () => getPublicPayroll(token, number),
      enabled: token !== '',
      meta: { silent: true },
    }),
  );
