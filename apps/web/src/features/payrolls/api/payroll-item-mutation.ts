import type { PayrollItem } from '@crewhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { payrollKeys } from './payroll-keys';

/**
 * A change to one line (declined by the crew member, corrected by the office): the line's
 * history, its payroll's total and status, and the lists all move with it.
 */
export const usePayrollItemMutation = <Input>(
  id: number,
  request: (input: Input) => Promise<PayrollItem>,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (item) => {
      queryClient.setQueryData(payrollKeys.item(id), item);
      void queryClient.invalidateQueries({ queryKey: payrollKeys.itemActivities(id) });
      void queryClient.invalidateQueries({ queryKey: payrollKeys.detail(item.payrollNumber) });
      void queryClient.invalidateQueries({ queryKey: payrollKeys.items(item.payrollNumber) });
      void queryClient.invalidateQueries({ queryKey: payrollKeys.lists() });
    },
  });
};
