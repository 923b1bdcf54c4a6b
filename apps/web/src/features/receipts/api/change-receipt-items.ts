import { receiptDetailSchema, type ReceiptItemInput } from '@crewhub/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSetReceipt } from './set-receipt';

/** A line of a draft to add (no id), change (its id) or remove. */
export type ReceiptLineChange =
  | { kind: 'add'; line: ReceiptItemInput }
  | { kind: 'change'; id: number; line: ReceiptItemInput }
  | { kind: 'remove'; id: number };

/** POST /receipts/{number}/items, POST or DELETE /receiptItems/{id}: each answers the receipt. */
export const changeReceiptItems = (number: string, change: ReceiptLineChange) => {
  const options = { schema: receiptDetailSchema };
  switch (change.kind) {
    case 'add':
      return apiRequest(`/receipts/${encodeURIComponent(number)}/items`, {
        ...options,
        method: 'POST',
        body: change.line,
      });
    case 'change':
      return apiRequest(`/receiptItems/${change.id}`, {
        ...options,
        method: 'POST',
        body: change.line,
      });
    case 'remove':
      return apiRequest(`/receiptItems/${change.id}`, { ...options, method: 'DELETE' });
  }
};

/** Changes the lines of one's own draft; the answer replaces the cached receipt. */
export const useChangeReceiptItems = (number: string) => {
  const setReceipt = useSetReceipt();
  return useMutation({
    mutationFn: (change: ReceiptLineChange) => changeReceiptItems(number, change),
    onSuccess: setReceipt,
  });
};
