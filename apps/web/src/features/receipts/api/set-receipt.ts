import type { ReceiptDetail } from '@crewhub/shared';
import { useQueryClient } from '@tanstack/react-query';
import { receiptKeys } from './receipt-keys';

/** After a change: the answer is the receipt as it is now; lists and history follow. */
export const useSetReceipt = () => {
  const queryClient = useQueryClient();
  return (receipt: ReceiptDetail) => {
    queryClient.setQueryData(receiptKeys.detail(receipt.number), receipt);
    void queryClient.invalidateQueries({ queryKey: receiptKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: receiptKeys.activities(receipt.number) });
  };
};
