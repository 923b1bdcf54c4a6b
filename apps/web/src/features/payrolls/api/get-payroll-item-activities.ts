import { activitySchema, pageSchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { payrollKeys } from './payroll-keys';

const activityPageSchema = pageSchema(activitySchema);

/** The line's history: the decline, the office's corrections and notes. */
export const getPayrollItemActivities = (id: number) =>
  apiRequest(`/payrollItems/${id}/activities`, { schema: activityPageSchema });

export const payrollItemActivitiesQueryOptions = (id: number) =>
  queryOptions({
    queryKey: payrollKeys.itemActivities(id),
    queryFn: () => getPayrollItemActivities(id),
    staleTime: 0,
    meta: { silent: true },
  });

export const usePayrollItemActivities = (id: number) =>
  useQuery(payrollItemActivitiesQueryOptions(id));
