import {
  copyProjectCrewInputSchema,
  crewRatingSchema,
  deletedResultSchema,
  entityIdParamsSchema,
  projectCrewSchema,
  updateProjectCrewInputSchema,
} from '@crewhub/shared';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { created } from '../../lib/created';
import { readErrors, writeErrors } from '../../lib/route-schemas';
import { listCrewRatings } from '../ratings';
import { copyProjectCrew, getCrew, removeCrew, updateCrew } from './project-crews.service';

const tags = ['projectCrews'];
const params = entityIdParamsSchema;
// Crew members reach their crews with crews READ, planners and clients with projects READ;
// the service checks either and limits project guests to their own project.
const readAccess = { guests: ['project' as const] };

export const projectCrewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/projectCrews/:id',
    {
      config: { access: readAccess },
      schema: {
        tags,
        summary: 'One project crew',
        params,
        response: { 200: projectCrewSchema, ...readErrors },
      },
    },
    async (request) => getCrew(request.ctx, request.params.id),
  );

  app.get(
    '/projectCrews/:id/projectCrewItemRatings',
    {
      config: { access: { rights: [['crews', 'READ']] } },
      schema: {
        tags,
        summary: "Ratings given on the crew's jobs (its crew chief and planners)",
        params,
        response: { 200: z.array(crewRatingSchema), ...readErrors },
      },
    },
    async (request) => listCrewRatings(request.ctx, request.params.id),
  );

  app.post(
    '/projectCrews/:id',
    {
      config: { access: { rights: [['projects', 'EDIT']] } },
      schema: {
        tags,
        summary: 'Update a crew; a new date moves its positions along',
        params,
        body: updateProjectCrewInputSchema,
        response: { 200: projectCrewSchema, ...writeErrors },
      },
    },
    async (request) => updateCrew(request.ctx, request.params.id, request.body),
  );

  app.delete(
    '/projectCrews/:id',
    {
      config: { access: { rights: [['projects', 'EDIT']] } },
      schema: {
        tags,
        summary: 'Remove a crew nobody is on yet, with its positions (409 CREW_HAS_PEOPLE)',
        params,
        response: { 200: deletedResultSchema, ...writeErrors },
      },
    },
    async (request) => removeCrew(request.ctx, request.params.id),
  );

  app.post(
    '/projectCrews/:id/copy',
    {
      config: { access: { rights: [['projects', 'EDIT']] } },
      schema: {
        tags,
        summary: 'Copy the crew with its positions (and people) to another date',
        params,
        body: copyProjectCrewInputSchema,
        response: { 201: projectCrewSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      created(reply, copyProjectCrew(request.ctx, request.params.id, request.body)),
  );
};
