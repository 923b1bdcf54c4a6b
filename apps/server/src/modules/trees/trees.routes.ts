import { assignTreeInputSchema, assignTreeResultSchema, treeSummarySchema } from '@crewhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { created } from '../../lib/created';
import { readErrors, writeErrors } from '../../lib/route-schemas';
import { assignTrees, treeSummary } from './trees.service';

const tags = ['one crew one tree'];

/** One crew, one tree: everyone with oneXOneTree READ watches the forest; CREATE assigns trees. */
export const treesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/oneCrewOneTree',
    {
      config: { access: { rights: [['oneXOneTree', 'READ']] } },
      schema: {
        tags,
        summary: 'Trees planted by the company, per year, and my own',
        response: { 200: treeSummarySchema, ...readErrors },
      },
    },
    async (request) => treeSummary(request.ctx),
  );

  app.post(
    '/oneXOneTree/assign',
    {
      config: { access: { rights: [['oneXOneTree', 'CREATE']] } },
      schema: {
        tags,
        summary: 'Plant trees for a crew member',
        body: assignTreeInputSchema,
        response: { 201: assignTreeResultSchema, ...writeErrors },
      },
    },
    async (request, reply) => created(reply, assignTrees(request.ctx, request.body)),
  );
};
