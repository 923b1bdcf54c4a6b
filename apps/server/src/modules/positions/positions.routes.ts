import {
  activitySchema,
  assignmentSchema,
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
import type { ModuleDeps } from '../../lib/request-context';
import { readErrors, writeErrors } from '../../lib/route-schemas';
import { assignmentsOfPosition } from '../assignments/assignments.service';
import { createPositionActivity } from '../projects/project-activities.service';
import { planningContext } from '../projects/project-scope';
import { copyPersons, copyPosition, getPosition, updatePosition } from './positions.service';

const tags = ['projectCrewItems'];
const params = entityIdParamsSchema;
const edit = { rights: [['projects', 'EDIT']] as ['projects', 'EDIT'][] };

export const positionsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
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
    async (request) => getPosition(await planningContext(deps, request), request.params.id),
  );

  app.get(
    '/projectCrewItems/:id/projectCrewItemStatus',
    {
      config: { access: { guests: ['project'] } },
      schema: {
        tags,
        summary: 'People on the position with their status',
        params,
        response: { 200: z.array(assignmentSchema), ...readErrors },
      },
    },
    async (request) =>
      assignmentsOfPosition(await planningContext(deps, request), request.params.id),
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
    async (request) =>
      updatePosition(await planningContext(deps, request), request.params.id, request.body),
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
      created(
        reply,
        copyPosition(await planningContext(deps, request), request.params.id, request.body),
      ),
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
    async (request) =>
      copyPersons(await planningContext(deps, request), request.params.id, request.body),
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
      created(
        reply,
        createPositionActivity(
          await planningContext(deps, request),
          request.params.id,
          request.body,
        ),
      ),
  );
};
