import { errorResponseSchema, pageSchema, userListQuerySchema, userSchema } from '@crewhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listUsers } from './users.service';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async (request) => listUsers(request.ctx, request.query),
  );
};
