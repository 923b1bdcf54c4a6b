import { errorResponseSchema, pageSchema, userListQuerySchema, userSchema } from '@crewhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { listUsers } from './users.service';

export const usersRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/users',
    {
      config: { access: { rights: [['persons', 'READ']] } },
      schema: {
        tags: ['users'],
        summary: "The tenant's accounts with their login types (needs persons READ)",
        querystring: userListQuerySchema,
        response: {
          200: pageSchema(userSchema),
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request) => listUsers(db, request.tenant, request.query),
  );
};
