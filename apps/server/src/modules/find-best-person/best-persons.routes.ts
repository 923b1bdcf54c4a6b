import { bestPersonsQuerySchema, bestPersonsSchema, entityIdParamsSchema } from '@crewhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readErrors } from '../../lib/route-schemas';
import { bestPersons } from './best-persons.service';

export const bestPersonsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/projectCrewItems/:id/bestPersons',
    {
      config: { access: { rights: [['projects', 'EDIT']] }, plansWithValues: true },
      schema: {
        tags: ['projectCrewItems'],
        summary:
          'Find the best person: available crew ranked with reasons (method, skillIds, tagIds)',
        params: entityIdParamsSchema,
        querystring: bestPersonsQuerySchema,
        response: { 200: bestPersonsSchema, ...readErrors },
      },
    },
    async (request) => bestPersons(request.ctx, request.params.id, request.query),
  );
};
