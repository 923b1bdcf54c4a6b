import {
  calendarSubscriptionLinkSchema,
  type CreateCalendarSubscriptionInput,
} from '@crewhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { subscriptionKeys } from './subscription-keys';

export const createSubscription = (input: CreateCalendarSubscriptionInput) =>
  apiRequest('/publicCalendarSubscriptions', {
    method: 'POST',
    body: input,
    schema: calendarSubscriptionLinkSchema,
  });

export const useCreateSubscription = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSubscription,
    // The section says "subscription issue, contact support" itself; no second, generic toast.
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.mine() }),
  });
};
