import {
  byIdParamsSchema,
  listQuerySchema,
  pageSchema,
  vacancyApplicationResultSchema,
  vacancyApplicationSchema,
  vacancySchema,
} from '@crewhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses';
import { readErrors, writeErrors } from '../../lib/route-schemas';
import type { Access } from '../../plugins/access';
import {
  applyForVacancy,
  listApplications,
  listVacancies,
  removeApplication,
  unapplyVacancy,
} from './vacancies.service';

const vacancyAccess: { access: Access } = { access: { rights: [['vacancies', 'READ']] } };
const applicationSchema = {
  tags: ['vacancies'],
  params: byIdParamsSchema,
  response: { 200: vacancyApplicationResultSchema, ...writeErrors },
};

export const vacanciesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/vacancies',
    {
      config: vacancyAccess,
      schema: {
        tags: ['vacancies'],
        summary: 'Open positions I may apply for (function, not double booked, available)',
        querystring: listQuerySchema,
        response: { 200: pageSchema(vacancySchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listVacancies(request.ctx, request.query),
  );

  // The app calls these with GET; POST is accepted too because they change state.
  app.route({
    method: ['GET', 'POST'],
    url: '/projectCrewItems/:id/applyVacancy',
    config: vacancyAccess,
    schema: { ...applicationSchema, summary: 'Apply for an open position (status applied)' },
    handler: async (request) => applyForVacancy(request.ctx, request.params.id),
  });

  app.route({
    method: ['GET', 'POST'],
    url: '/projectCrewItems/:id/unapplyVacancy',
    config: vacancyAccess,
    schema: { ...applicationSchema, summary: 'Withdraw my application for a position' },
    handler: async (request) => unapplyVacancy(request.ctx, request.params.id),
  });

  app.delete(
    '/jobs/:id/application',
    {
      schema: { ...applicationSchema, summary: 'Remove my application (jobs, applied tab)' },
    },
    async (request) => removeApplication(request.ctx, request.params.id),
  );

  app.get(
    '/projectCrewItems/:id/applications',
    {
      config: { access: { rights: [['planningCalendar', 'EDIT']] } },
      schema: {
        tags: ['vacancies'],
        summary: 'Who applied for a position (planners)',
        params: byIdParamsSchema,
        response: { 200: z.array(vacancyApplicationSchema), ...readErrors },
      },
    },
    async (request) => listApplications(request.ctx, request.params.id),
  );
};
