import {
  activitySchema,
  byIdParamsSchema,
  listQuerySchema,
  pageSchema,
  personListItemSchema,
  personListQuerySchema,
  subjectActivityInputSchema,
} from '@crewhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { created } from '../../lib/created';
import { errorResponses } from '../../lib/error-responses';
import { readErrors, writeErrors } from '../../lib/route-schemas';
import { createPersonActivity, listPersonActivities } from './person-activities.service';
import { personsRepository } from './persons.repository';

/** The people directory planners and office staff search, and their notes about a person. */
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

  app.get(
    '/persons/:id/activities',
    {
      config: { access: { rights: [['persons', 'READ']] } },
      schema: {
        tags: ['persons'],
        summary: "The person's to-dos by due date, then notes and events, newest first",
        params: byIdParamsSchema,
        querystring: listQuerySchema,
        response: { 200: pageSchema(activitySchema), ...readErrors },
      },
    },
    async (request) => listPersonActivities(request.ctx, request.params.id, request.query),
  );

  app.post(
    '/persons/:id/activities',
    {
      // Whoever may look people up (planners, the office) may log about them.
      config: { access: { rights: [['persons', 'READ']] } },
      schema: {
        tags: ['persons'],
        summary: 'Log a note or create a to-do about a person (parameters.dueDate for to-dos)',
        params: byIdParamsSchema,
        body: subjectActivityInputSchema,
        response: { 201: activitySchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      created(reply, createPersonActivity(request.ctx, request.params.id, request.body)),
  );
};
