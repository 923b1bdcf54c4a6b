import { byIdParamsSchema, messageResponseSchema } from '@crewhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { writeErrors } from '../../lib/route-schemas';
import { invitePerson } from './invitation.service';

/** The office invites a person to the app: a welcome mail with a set-password link. */
export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/persons/:id/invitation',
    {
      config: { access: { loginTypes: ['office' as const] } },
      schema: {
        tags: ['auth'],
        summary: 'Send a person the welcome mail with a link to choose their first password',
        params: byIdParamsSchema,
        response: { 200: messageResponseSchema, ...writeErrors },
      },
    },
    async (request) => invitePerson(request.ctx, request.params.id),
  );
};
