import { pushSubscriptionSchema, type PushSubscriptionInput } from '@crewhub/shared';
import { apiRequest } from '@/lib/api-client';

/** This device's subscription (PushSubscription.toJSON()) now receives my notifications. */
export const setPushSubscription = (input: PushSubscriptionInput) =>
  apiRequest('/setPushNotificationSubscription', {
    method: 'POST',
    body: input,
    schema: pushSubscriptionSchema,
  });

/** This device stops receiving my notifications. */
export const deletePushSubscription = (endpoint: string) =>
  apiRequest<void>('/deletePushNotificationSubscription', {
    method: 'POST',
    body: { endpoint },
  });
