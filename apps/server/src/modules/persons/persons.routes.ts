import { pageSchema, personListItemSchema, personListQuerySchema } from '@crewhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withTenant } from '../../db/tenant-scope';
import { errorResponses } from '../../lib/error-responses';
import type { ModuleDeps } from '../../lib/request-context';
import { personsRepository } from './persons.repository';

/** The people directory planners and office staff search (SPEC 7 GET /persons). */
export const personsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
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
      const { query, tenant } = request;
      const { items, total } = await withTenant(db, tenant.id, (tx) =>
        personsRepository.page(tx, tenant.id, query),
      );
      return { items, total, page: query.page, limit: query.limit };
    },
  );
};
