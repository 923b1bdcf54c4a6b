import { activitySchema, pageSchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { receiptKeys } from './receipt-keys';

export const getReceiptActivities = (number: string) =>
  apiRequest(`/receipts/${encodeURIComponent(number)}/activities?limit=50`, {
    schema: pageSchema(activitySchema),
  });

export const receiptActivitiesQueryOptions = (number: string) =>
  queryOptions({
    queryKey: receiptKeys.activities(number),
    queryFn: () => getReceiptActivities(number),
  });

export const useReceiptActivities = (number: string) =>
  useQuery(receiptActivitiesQueryOptions(number));
