import {
  blockDateSchema,
  byIdParamsSchema,
  createBlockDateInputSchema,
  createVacationRequestInputSchema,
  deletedResultSchema,
  listQuerySchema,
  pageSchema,
  personalCalendarQuerySchema,
  personalCalendarSchema,
  vacationRequestSchema,
} from '@crewhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { created } from '../../lib/created';
import { errorResponses } from '../../lib/error-responses';
import { readErrors, writeErrors } from '../../lib/route-schemas';
import {
  createBlockDate,
  createVacationRequest,
  deleteBlockDate,
  deleteVacationRequest,
  listBlockDates,
  listVacationRequests,
} from './availability.service';
import { personalCalendar } from './personal-calendar.service';

/** The person's own unavailability and personal calendar. */
export const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['personal calendar'];

  app.get(
    '/blockDates',
    {
      schema: {
        tags,
        summary: 'My blocked dates, newest first',
        querystring: listQuerySchema,
        response: { 200: pageSchema(blockDateSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listBlockDates(request.ctx, request.query),
  );

  app.post(
    '/blockDates',
    {
      schema: {
        tags,
        summary: 'Block dates (409 DATE_ALREADY_CONFIRMED unless confirm: true on a confirmed day)',
        body: createBlockDateInputSchema,
        response: { 201: blockDateSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => created(reply, createBlockDate(request.ctx, request.body)),
  );

  app.delete(
    '/blockDates/:id',
    {
      schema: {
        tags,
        summary: 'Delete one of my blocked dates',
        params: byIdParamsSchema,
        response: { 200: deletedResultSchema, ...readErrors },
      },
    },
    async (request) => deleteBlockDate(request.ctx, request.params.id),
  );

  app.get(
    '/vacationRequests',
    {
      schema: {
        tags,
        summary: 'My vacation requests, newest first',
        querystring: listQuerySchema,
        response: { 200: pageSchema(vacationRequestSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listVacationRequests(request.ctx, request.query),
  );

  app.post(
    '/vacationRequests',
    {
      schema: {
        tags,
        summary: 'Request vacation (same confirmation rule as blocked dates)',
        body: createVacationRequestInputSchema,
        response: { 201: vacationRequestSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => created(reply, createVacationRequest(request.ctx, request.body)),
  );

  app.delete(
    '/vacationRequests/:id',
    {
      schema: {
        tags,
        summary: 'Withdraw a pending vacation request (409 once decided)',
        params: byIdParamsSchema,
        response: { 200: deletedResultSchema, ...writeErrors },
      },
    },
    async (request) => deleteVacationRequest(request.ctx, request.params.id),
  );

  app.get(
    '/personalCalendar',
    {
      schema: {
        tags,
        summary: 'My month: jobs, blocked dates and vacation per day with colour and legend',
        querystring: personalCalendarQuerySchema,
        response: { 200: personalCalendarSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => personalCalendar(request.ctx, request.query),
  );
};
