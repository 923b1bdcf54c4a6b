import {
  activityListQuerySchema,
  activitySchema,
  activityTypeInfoSchema,
  byIdParamsSchema,
  createActivityInputSchema,
  pageSchema,
  updateActivityInputSchema,
} from '@crewhub/shared';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { created } from '../../lib/created';
import { errorResponses } from '../../lib/error-responses';
import { readErrors, writeErrors } from '../../lib/route-schemas';
import {
  createActivity,
  getActivity,
  listActivities,
  listActivityTypes,
  updateActivity,
} from './activities.service';

/** Logs and to-dos; the to-do calendar reads and writes them. */
export const activitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['activities'];

  app.get(
    '/activityTypes',
    {
      config: { access: {} },
      schema: {
        tags,
        summary: 'The activity types and whether each is a to-do',
        response: { 200: z.array(activityTypeInfoSchema), ...errorResponses(401, 403) },
      },
    },
    async () => listActivityTypes(),
  );

  app.get(
    '/activities',
    {
      config: { access: { rights: [['toDoCalendar', 'READ']] } },
      schema: {
        tags,
        summary: 'Activities by due date (from/to), type, subject; mine=true for my to-dos',
        querystring: activityListQuerySchema,
        response: { 200: pageSchema(activitySchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listActivities(request.ctx, request.query),
  );

  app.get(
    '/activities/:id',
    {
      config: { access: { rights: [['toDoCalendar', 'READ']] } },
      schema: {
        tags,
        summary: 'One activity',
        params: byIdParamsSchema,
        response: { 200: activitySchema, ...readErrors },
      },
    },
    async (request) => getActivity(request.ctx, request.params.id),
  );

  app.post(
    '/activities',
    {
      config: { access: { rights: [['toDoCalendar', 'CREATE']] } },
      schema: {
        tags,
        summary: 'Log an activity or create a to-do (parameters.dueDate DD.MM.YYYY or ISO)',
        body: createActivityInputSchema,
        response: { 201: activitySchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => created(reply, createActivity(request.ctx, request.body)),
  );

  app.post(
    '/activities/:id',
    {
      config: { access: { rights: [['toDoCalendar', 'EDIT']] } },
      schema: {
        tags,
        summary: 'Change a to-do or tick it off (409 for log entries)',
        params: byIdParamsSchema,
        body: updateActivityInputSchema,
        response: { 200: activitySchema, ...writeErrors },
      },
    },
    async (request) => updateActivity(request.ctx, request.params.id, request.body),
  );
};
