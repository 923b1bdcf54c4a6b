import {
  activitySchema,
  copyCountSchema,
  copyPersonsInputSchema,
  copyPositionInputSchema,
  entityIdParamsSchema,
  positionSchema,
  subjectActivityInputSchema,
  updatePositionInputSchema,
} from '@crewhub/shared';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { created } from '../../lib/created';
import { readErrors, writeErrors } from '../../lib/route-schemas';
import { createPositionActivity } from './position-activities.service';
import {
  copyPersons,
  copyPosition,
  getPosition,
  positionsOfCrew,
  updatePosition,
} from './positions.service';

const tags = ['projectCrewItems'];
const params = entityIdParamsSchema;
const edit = { rights: [['projects', 'EDIT']] as ['projects', 'EDIT'][] };

export const positionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/projectCrewItems/:id',
    {
      config: { access: { guests: ['project'] } },
      schema: {
        tags,
        summary: 'One position (PCI)',
        params,
        response: { 200: positionSchema, ...readErrors },
      },
    },
    async (request) => getPosition(request.ctx, request.params.id),
  );

  app.get(
    '/projectCrews/:id/projectCrewItems',
    {
      // Crew members reach their crews with crews READ, planners and clients with projects READ.
      config: { access: { guests: ['project'] } },
      schema: {
        tags: ['projectCrews'],
        summary: 'Positions of the crew',
        params,
        response: { 200: z.array(positionSchema), ...readErrors },
      },
    },
    async (request) => positionsOfCrew(request.ctx, request.params.id),
  );

  app.post(
    '/projectCrewItems/:id/update',
    {
      config: { access: edit },
      schema: {
        tags,
        summary: 'Update a position; time changes after requests mark it changed',
        params,
        body: updatePositionInputSchema,
        response: { 200: positionSchema, ...writeErrors },
      },
    },
    async (request) => updatePosition(request.ctx, request.params.id, request.body),
  );

  app.post(
    '/projectCrewItems/:id/copy',
    {
      config: { access: edit },
      schema: {
        tags,
        summary: 'Copy the position (PCI) to the same or another crew and date',
        params,
        body: copyPositionInputSchema,
        response: { 201: positionSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      created(reply, copyPosition(request.ctx, request.params.id, request.body)),
  );

  app.post(
    '/projectCrewItems/:id/copyPersons',
    {
      config: { access: edit },
      schema: {
        tags,
        summary: 'Copy the people of this position onto another one, as new requests',
        params,
        body: copyPersonsInputSchema,
        response: { 200: copyCountSchema, ...writeErrors },
      },
    },
    async (request) => copyPersons(request.ctx, request.params.id, request.body),
  );

  app.post(
    '/projectCrewItems/:id/activities',
    {
      config: { access: edit },
      schema: {
        tags,
        summary: 'Log an activity or create a to-do on the position',
        params,
        body: subjectActivityInputSchema,
        response: { 201: activitySchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      created(reply, createPositionActivity(request.ctx, request.params.id, request.body)),
  );
};
