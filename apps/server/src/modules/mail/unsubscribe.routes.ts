import {
  errorResponseSchema,
  unsubscribeInputSchema,
  unsubscribeResultSchema,
} from '@crewhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { unsubscribe } from './outbox.service';

/** The unsubscribe link works without logging in: the token is the permission. */
export const unsubscribeRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/emailMessages/unsubscribe',
    {
      config: {
        access: { public: true },
        rateLimit: { max: 30, timeWindow: '1 minute' },
      },
      schema: {
        tags: ['mail'],
        summary: "Unsubscribe a mail's recipient from its category (token from the mail's link)",
        body: unsubscribeInputSchema,
        response: {
          200: unsubscribeResultSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => unsubscribe(db, request.tenant, request.body.token),
  );
};
