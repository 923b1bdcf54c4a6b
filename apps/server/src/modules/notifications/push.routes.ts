import {
  deletePushSubscriptionInputSchema,
  pushSubscriptionInputSchema,
  pushSubscriptionSchema,
  pushSubscriptionsSchema,
} from '@crewhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readErrors } from '../../lib/route-schemas';
import {
  deletePushSubscription,
  listMyPushSubscriptions,
  setPushSubscription,
} from './push.service';

const tags = ['notifications'];

/** Web push per device: the browser subscribes with the server's VAPID public key. */
export const pushRoutes: FastifyPluginAsyncZod<{ vapidPublicKey: string }> = async (
  app,
  options,
) => {
  app.get(
    '/pushNotificationSubscriptions',
    {
      schema: {
        tags,
        summary: 'The VAPID public key and the devices that receive my push notifications',
        response: { 200: pushSubscriptionsSchema, ...readErrors },
      },
    },
    async (request) => listMyPushSubscriptions(request.ctx, options.vapidPublicKey),
  );
  app.post(
    '/setPushNotificationSubscription',
    {
      schema: {
        tags,
        summary: "This device's push subscription (PushSubscription.toJSON()) receives my notices",
        body: pushSubscriptionInputSchema,
        response: { 200: pushSubscriptionSchema, ...readErrors },
      },
    },
    async (request) =>
      setPushSubscription(request.ctx, request.body, request.headers['user-agent'] ?? null),
  );
  app.post(
    '/deletePushNotificationSubscription',
    {
      schema: {
        tags,
        summary: 'This device stops receiving my push notifications',
        body: deletePushSubscriptionInputSchema,
        response: { 204: z.null(), ...readErrors },
      },
    },
    async (request, reply) => {
      await deletePushSubscription(request.ctx, request.body);
      reply.status(204);
      return null;
    },
  );
};
