import { pageSchema, receiptSummarySchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { receiptKeys, type ReceiptFilter } from './receipt-keys';

export const getReceipts = (filter: ReceiptFilter) => {
  const query = new URLSearchParams({ limit: '100' });
  if (filter.status) query.set('status', filter.status);
  if (filter.mine) query.set('mine', 'true');
  return apiRequest(`/receipts?${query.toString()}`, { schema: pageSchema(receiptSummarySchema) });
};

export const receiptsQueryOptions = (filter: ReceiptFilter) =>
  queryOptions({ queryKey: receiptKeys.list(filter), queryFn: () => getReceipts(filter) });

export const useReceipts = (filter: ReceiptFilter) => useQuery(receiptsQueryOptions(filter));
