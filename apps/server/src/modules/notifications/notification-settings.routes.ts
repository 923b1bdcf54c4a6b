import { notificationSettingsSchema } from '@crewhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readErrors } from '../../lib/route-schemas';
import { getNotificationSettings, saveNotificationSettings } from './notification-settings.service';

const tags = ['notifications'];

/** Per login: push and/or mail per category, quiet hours and the reminder lead time. */
export const notificationSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notificationSettings',
    {
      schema: {
        tags,
        summary: 'My notification choices',
        response: { 200: notificationSettingsSchema, ...readErrors },
      },
    },
    async (request) => getNotificationSettings(request.ctx),
  );
  app.post(
    '/notificationSettings',
    {
      schema: {
        tags,
        summary: 'Change my notification choices',
        body: notificationSettingsSchema,
        response: { 200: notificationSettingsSchema, ...readErrors },
      },
    },
    async (request) => saveNotificationSettings(request.ctx, request.body),
  );
};
