import { messageSchema } from '@crewhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { receiptKeys } from './receipt-keys';

export const deleteReceipt = (number: string) =>
  apiRequest(`/receipts/${encodeURIComponent(number)}`, {
    method: 'DELETE',
    schema: messageSchema,
  });

export const useDeleteReceipt = (number: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteReceipt(number),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: receiptKeys.detail(number) });
      void queryClient.invalidateQueries({ queryKey: receiptKeys.lists() });
    },
  });
};
