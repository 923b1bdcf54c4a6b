import { calendarSubscriptionRefreshSchema } from '@crewhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { subscriptionKeys } from './subscription-keys';

/** Records the feed's changes now, so the calendar app gets them on its next read. */
export const refreshSubscription = (id: number) =>
  apiRequest('/publicCalendarSubscriptionsRefresh', {
    method: 'POST',
    body: { id },
    schema: calendarSubscriptionRefreshSchema,
  });

export const useRefreshSubscription = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.mine() }),
  });
};
