import { pageSchema, payrollSummarySchema, type PayrollStatus } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { payrollKeys } from './payroll-keys';

const payrollPageSchema = pageSchema(payrollSummarySchema);

/** A person's payrolls, newest period first (GET /persons/{id}/payrolls). */
export const getPersonPayrolls = (personId: number, status: PayrollStatus | null) =>
  apiRequest(
    `/persons/${personId}/payrolls${status ? `?${new URLSearchParams({ status })}` : ''}`,
    { schema: payrollPageSchema },
  );

export const personPayrollsQueryOptions = (personId: number, status: PayrollStatus | null) =>
  queryOptions({
    queryKey: payrollKeys.list(personId, status),
    queryFn: () => getPersonPayrolls(personId, status),
    staleTime: 0,
    meta: { silent: true },
  });

export const usePersonPayrolls = (personId: number, status: PayrollStatus | null = null) =>
  useQuery(personPayrollsQueryOptions(personId, status));
