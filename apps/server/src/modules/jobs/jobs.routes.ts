import {
  crewChiefJobListQuerySchema,
  crewChiefJobSchema,
  jobConfirmationSchema,
  jobDetailSchema,
  byIdParamsSchema,
  jobListQuerySchema,
  jobSchema,
  pageSchema,
} from '@crewhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import { readErrors, writeErrors } from '../../lib/route-schemas';
import { confirmJob, getJob, listCrewChiefJobs, listJobs } from './jobs.service';

/** The logged-in person's own jobs; another person's job id answers 404. */
export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/jobs',
    {
      // Read-only and asked for on every visit of the screen (issue 17).
      config: { keepAnswer: true, genericPlans: true },
      schema: {
        tags: ['jobs'],
        summary: 'My jobs by tab: past, upcoming, toConfirm, applied',
        querystring: jobListQuerySchema,
        response: { 200: pageSchema(jobSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listJobs(request.ctx, request.query),
  );

  app.get(
    '/jobs/crewChief',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Crews I lead as crew chief (upcoming or past)',
        querystring: crewChiefJobListQuerySchema,
        response: { 200: pageSchema(crewChiefJobSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listCrewChiefJobs(request.ctx, request.query),
  );

  app.get(
    '/jobs/:id',
    {
      schema: {
        tags: ['jobs'],
        summary: 'One of my jobs with location, crew chief, project manager and contact on site',
        params: byIdParamsSchema,
        response: { 200: jobDetailSchema, ...readErrors },
      },
    },
    async (request) => getJob(request.ctx, request.params.id),
  );

  app.post(
    '/jobs/:id/confirmation',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Confirm a requested job before it starts (409 JOB_ALREADY_STARTED after)',
        params: byIdParamsSchema,
        response: { 200: jobConfirmationSchema, ...writeErrors },
      },
    },
    async (request) => confirmJob(request.ctx, request.params.id),
  );
};
