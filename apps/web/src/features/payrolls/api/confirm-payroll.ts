import { payrollConfirmationSchema } from '@crewhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { payrollKeys } from './payroll-keys';

export const confirmPayroll = (number: string) =>
  apiRequest(`/payrolls/${encodeURIComponent(number)}/confirmation`, {
    method: 'POST',
    schema: payrollConfirmationSchema,
  });

export const useConfirmPayroll = (number: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => confirmPayroll(number),
    onSuccess: ({ payroll }) => {
      queryClient.setQueryData(payrollKeys.detail(number), payroll);
      void queryClient.invalidateQueries({ queryKey: payrollKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: payrollKeys.items(number) });
    },
    // Refused (a line declined meanwhile, already confirmed): show the payroll as it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: payrollKeys.detail(number) }),
  });
};
