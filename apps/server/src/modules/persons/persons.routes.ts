import { pageSchema, personListItemSchema, personListQuerySchema } from '@crewhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import { personsRepository } from './persons.repository';

/** The people directory planners and office staff search. */
export const personsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/persons',
    {
      config: { access: { rights: [['persons', 'READ']] } },
      schema: {
        tags: ['persons'],
        summary: 'People by name; filter by q, functionIds, regionId, temporary (persons READ)',
        querystring: personListQuerySchema,
        response: { 200: pageSchema(personListItemSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { query } = request;
      const { tx, tenant } = request.ctx;
      const { items, total } = await personsRepository.page(tx, tenant.id, query);
      return { items, total, page: query.page, limit: query.limit };
    },
  );
};
