import {
  errorResponseSchema,
  loginTypeSchema,
  mailboxUserRightsSchema,
  permissionTypes,
  userRightsSchema,
} from '@crewhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listLoginTypes, loadMailboxRights } from './rights.service';

const guestsToo = { guests: ['project', 'pluscrew'] as ('project' | 'pluscrew')[] };

export const rightsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/userRights',
    {
      // The rights are read with the session check; nothing else touches the database.
      config: { access: { ...guestsToo, withoutTransaction: true } },
      schema: {
        tags: ['rights'],
        summary: "The caller's rights: resource -> right -> permission types",
        response: { 200: userRightsSchema, 401: errorResponseSchema },
      },
    },
    async (request) => request.ctx.rights,
  );

  app.get(
    '/mailboxUserRights',
    {
      config: { access: guestsToo },
      schema: {
        tags: ['rights'],
        summary: "The caller's rights per mailbox",
        response: { 200: mailboxUserRightsSchema, 401: errorResponseSchema },
      },
    },
    async (request) => loadMailboxRights(request.ctx),
  );

  app.get(
    '/loginTypes',
    {
      schema: {
        tags: ['rights'],
        summary: 'Login types of this tenant with their captions',
        response: { 200: z.array(loginTypeSchema), 401: errorResponseSchema },
      },
    },
    async (request) => listLoginTypes(request.ctx),
  );

  app.get(
    '/permissionTypes',
    {
      config: { access: { withoutTransaction: true } },
      schema: {
        tags: ['rights'],
        summary: 'Permission types a right can carry',
        response: { 200: z.array(z.enum(permissionTypes)), 401: errorResponseSchema },
      },
    },
    async () => [...permissionTypes],
  );
};
