import { receiptTypeSchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { receiptKeys } from './receipt-keys';

export const getReceiptTypes = () =>
  apiRequest('/receiptTypes', { schema: z.array(receiptTypeSchema) });

export const receiptTypesQueryOptions = () =>
  queryOptions({ queryKey: receiptKeys.types(), queryFn: getReceiptTypes, staleTime: 300_000 });

export const useReceiptTypes = () => useQuery(receiptTypesQueryOptions());
