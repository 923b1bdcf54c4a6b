import { receiptDetailSchema, type RejectReceiptInput } from '@crewhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { receiptKeys } from './receipt-keys';
import { useSetReceipt } from './set-receipt';

/** The steps that answer the receipt: submit, approve, reject (with a reason) and copy. */
export type ReceiptStep = 'submission' | 'approval' | 'rejection' | 'copy';

export const postReceiptStep = (number: string, step: ReceiptStep, body?: RejectReceiptInput) =>
  apiRequest(`/receipts/${encodeURIComponent(number)}/${step}`, {
    method: 'POST',
    body: body ?? {},
    schema: receiptDetailSchema,
  });

export const useReceiptStep = (number: string, step: ReceiptStep) => {
  const queryClient = useQueryClient();
  const setReceipt = useSetReceipt();
  return useMutation({
    mutationFn: (body?: RejectReceiptInput) => postReceiptStep(number, step, body),
    onSuccess: setReceipt,
    // Refused (changed meanwhile): show the receipt as it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: receiptKeys.detail(number) }),
  });
};
