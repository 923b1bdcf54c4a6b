import {
  crewCalendarQuerySchema,
  crewCalendarSchema,
  planningCalendarSchema,
  planningCalendarQuerySchema,
} from '@crewhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readErrors } from '../../lib/route-schemas';
import { crewCalendar } from './crew-calendar.service';
import { answerJsonText } from '../../lib/json-text';
import { planningCalendarItems } from './planning-calendar.service';

const tags = ['planningCalendar'];
const read = { rights: [['planningCalendar', 'READ']] as ['planningCalendar', 'READ'][] };

export const planningCalendarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/planningCalendarItems',
    {
      config: { access: read, plansWithValues: true },
      schema: {
        tags,
        summary: 'Positions in a period with their calendar colour',
        querystring: planningCalendarQuerySchema,
        response: { 200: planningCalendarSchema, ...readErrors },
      },
    },
    async (request, reply) =>
      answerJsonText(reply, await planningCalendarItems(request.ctx, request.query)),
  );

  app.get(
    '/plannerCrewCalendar',
    {
      config: { access: read, plansWithValues: true },
      schema: {
        tags,
        summary: 'Crew planner: people x days, filtered by crews, functions, tags, regions, skills',
        querystring: crewCalendarQuerySchema,
        response: { 200: crewCalendarSchema, ...readErrors },
      },
    },
    async (request, reply) => answerJsonText(reply, await crewCalendar(request.ctx, request.query)),
  );
};
