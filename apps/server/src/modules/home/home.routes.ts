import { crewInfoQuerySchema, crewInfoSchema, homeDashboardSchema } from '@crewhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import { crewInfo, homeDashboard } from './home.service';

export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/home',
    {
      // Read-only and asked for on every visit of the screen (issue 17).
      config: { keepAnswer: true, genericPlans: true },
      schema: {
        tags: ['home'],
        summary: 'Everything the home screen shows, in one call',
        response: { 200: homeDashboardSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => homeDashboard(request.ctx),
  );

  app.get(
    '/crewInfo',
    {
      config: { access: { rights: [['crewInfo', 'READ']] } },
      schema: {
        tags: ['home'],
        summary: "Crew information page: the office's blocks, links, crew info of my coming jobs",
        querystring: crewInfoQuerySchema,
        response: { 200: crewInfoSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => crewInfo(request.ctx, request.query),
  );
};
