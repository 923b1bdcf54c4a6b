import { calendarSubscriptionLinkSchema } from '@crewhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { subscriptionKeys } from './subscription-keys';

/** A new link; the old one stops working. */
export const renewSubscription = (id: number) =>
  apiRequest(`/publicCalendarSubscriptions/${id}/renew`, {
    method: 'POST',
    schema: calendarSubscriptionLinkSchema,
  });

export const useRenewSubscription = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.mine() }),
  });
};
