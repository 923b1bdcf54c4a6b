import { pushSubscriptionsSchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { notificationKeys } from './notification-keys';

/** The server's VAPID public key and the devices that receive my push notifications. */
export const getPushSubscriptions = () =>
  apiRequest('/pushNotificationSubscriptions', { schema: pushSubscriptionsSchema });

export const pushSubscriptionsQueryOptions = () =>
  queryOptions({ queryKey: notificationKeys.push(), queryFn: getPushSubscriptions });

export const usePushSubscriptions = () => useQuery(pushSubscriptionsQueryOptions());
