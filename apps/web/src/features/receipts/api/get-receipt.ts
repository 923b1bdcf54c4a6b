import { receiptDetailSchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { receiptKeys } from './receipt-keys';

export const getReceipt = (number: string) =>
  apiRequest(`/receipts/${encodeURIComponent(number)}`, { schema: receiptDetailSchema });

export const receiptQueryOptions = (number: string) =>
  queryOptions({
    queryKey: receiptKeys.detail(number),
    queryFn: () => getReceipt(number),
    staleTime: 0,
    meta: { silent: true },
  });

export const useReceipt = (number: string) => useQuery(receiptQueryOptions(number));
