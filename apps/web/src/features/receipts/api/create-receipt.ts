import { receiptDetailSchema, type CreateReceiptInput } from '@crewhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { receiptKeys } from './receipt-keys';

export const createReceipt = (input: CreateReceiptInput) =>
  apiRequest('/receipts', { method: 'POST', body: input, schema: receiptDetailSchema });

export const useCreateReceipt = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReceipt,
    onSuccess: (receipt) => {
      queryClient.setQueryData(receiptKeys.detail(receipt.number), receipt);
      void queryClient.invalidateQueries({ queryKey: receiptKeys.lists() });
    },
  });
};
