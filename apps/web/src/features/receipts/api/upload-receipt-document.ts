import { receiptDetailSchema } from '@crewhub/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSetReceipt } from './set-receipt';

export const uploadReceiptDocument = (number: string, file: File) => {
  const body = new FormData();
  body.append('file', file);
  return apiRequest(`/receipts/${encodeURIComponent(number)}/documents`, {
    method: 'POST',
    body,
    schema: receiptDetailSchema,
  });
};

export const useUploadReceiptDocument = (number: string) => {
  const setReceipt = useSetReceipt();
  return useMutation({
    mutationFn: (file: File) => uploadReceiptDocument(number, file),
    onSuccess: setReceipt,
  });
};
