import {
  assignmentSchema,
  copyProjectCrewInputSchema,
  crewRatingSchema,
  entityIdParamsSchema,
  positionSchema,
  projectCrewSchema,
  updateProjectCrewInputSchema,
} from '@crewhub/shared';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { created } from '../../lib/created';
import type { ModuleDeps } from '../../lib/request-context';
import { readErrors, writeErrors } from '../../lib/route-schemas';
import { crewDayContext } from '../crew-day/crew-access';
import { planningContext } from '../projects/project-scope';
import { listCrewRatings } from '../ratings/ratings.service';
import {
  assignmentsOfCrew,
  copyProjectCrew,
  getCrew,
  positionsOfCrew,
  updateCrew,
} from './project-crews.service';

const tags = ['projectCrews'];
const params = entityIdParamsSchema;
// Crew members reach their crews with crews READ, planners and clients with projects READ;
// the service checks either and limits project guests to their own project.
const readAccess = { guests: ['project' as const] };

export const projectCrewsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
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
    async (request) => getCrew(await planningContext(deps, request), request.params.id),
  );

  app.get(
    '/projectCrews/:id/projectCrewItems',
    {
      config: { access: readAccess },
      schema: {
        tags,
        summary: 'Positions of the crew',
        params,
        response: { 200: z.array(positionSchema), ...readErrors },
      },
    },
    async (request) => positionsOfCrew(await planningContext(deps, request), request.params.id),
  );

  app.get(
    '/projectCrews/:id/projectCrewItemStatus',
    {
      config: { access: readAccess },
      schema: {
        tags,
        summary: 'People on the crew with their status',
        params,
        response: { 200: z.array(assignmentSchema), ...readErrors },
      },
    },
    async (request) => assignmentsOfCrew(await planningContext(deps, request), request.params.id),
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
    async (request) => listCrewRatings(await crewDayContext(deps, request), request.params.id),
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
    async (request) =>
      updateCrew(await planningContext(deps, request), request.params.id, request.body),
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
      created(
        reply,
        copyProjectCrew(await planningContext(deps, request), request.params.id, request.body),
      ),
  );
};
