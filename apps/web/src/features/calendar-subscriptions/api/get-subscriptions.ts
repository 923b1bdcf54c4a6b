import { calendarSubscriptionSchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { subscriptionKeys } from './subscription-keys';

const listSchema = z.array(calendarSubscriptionSchema);

/** My calendar feeds (never their links, which show only when made or renewed). */
export const getSubscriptions = () =>
  apiRequest('/publicCalendarSubscriptions', { schema: listSchema });

export const subscriptionsQueryOptions = () =>
  queryOptions({ queryKey: subscriptionKeys.mine(), queryFn: getSubscriptions });

export const useSubscriptions = () => useQuery(subscriptionsQueryOptions());
