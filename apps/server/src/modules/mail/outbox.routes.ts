import { byIdParamsSchema, outboxJobSchema } from '@crewhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readErrors, writeErrors } from '../../lib/route-schemas';
import { listDeadJobs, retryDeadJob } from './outbox.service';

/** The office sees mail that could not be delivered and sends it again. */
const officeOnly = { loginTypes: ['office' as const] };

export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/outboxJobs',
    {
      config: { access: officeOnly },
      schema: {
        tags: ['mail'],
        summary: 'Undelivered mail (dead outbox jobs)',
        response: { 200: z.array(outboxJobSchema), ...readErrors },
      },
    },
    async (request) => listDeadJobs(request.ctx),
  );
  app.post(
    '/outboxJobs/:id/retry',
    {
      config: { access: officeOnly },
      schema: {
        tags: ['mail'],
        summary: 'Try an undelivered mail again',
        params: byIdParamsSchema,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await retryDeadJob(request.ctx, request.params.id);
      reply.status(204);
      return null;
    },
  );
};
