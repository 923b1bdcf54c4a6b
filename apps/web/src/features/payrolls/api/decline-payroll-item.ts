import { payrollItemSchema, type DeclinePayrollItemInput } from '@crewhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { payrollKeys } from './payroll-keys';

export const declinePayrollItem = (id: number, input: DeclinePayrollItemInput) =>
  apiRequest(`/payrollItems/${id}/decline`, {
    method: 'POST',
    body: input,
    schema: payrollItemSchema,
  });

export const useDeclinePayrollItem = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeclinePayrollItemInput) => declinePayrollItem(id, input),
    onSuccess: (item) => {
      queryClient.setQueryData(payrollKeys.item(id), item);
      void queryClient.invalidateQueries({ queryKey: payrollKeys.itemActivities(id) });
      void queryClient.invalidateQueries({ queryKey: payrollKeys.detail(item.payrollNumber) });
      void queryClient.invalidateQueries({ queryKey: payrollKeys.items(item.payrollNumber) });
      void queryClient.invalidateQueries({ queryKey: payrollKeys.lists() });
    },
  });
};
