import {
  assignmentActionInputSchema,
  assignmentSchema,
  createAssignmentInputSchema,
  entityIdParamsSchema,
  updateAssignmentInputSchema,
  type CrewItemStatusAction,
} from '@crewhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { created } from '../../lib/created';
import { z } from 'zod';
import { readErrors, writeErrors } from '../../lib/route-schemas';
import {
  assignmentsOfCrew,
  assignmentsOfPosition,
  changeAssignmentStatus,
  createAssignment,
  updateAssignment,
} from './assignments.service';

const tags = ['projectCrewItemStatus'];
const edit = { rights: [['projects', 'EDIT']] as ['projects', 'EDIT'][] };

/** The planner's status calls plus cancel and spare; each is one shared transition. */
const actions: [CrewItemStatusAction, string][] = [
  ['activate', 'Confirm the person on the position'],
  ['spare', 'Move the person to the spare bench'],
  ['notNeeded', 'Set the person aside as not needed'],
  ['cancel', 'Cancel the booking or request'],
  ['reactivate', 'Ask the person again'],
  ['noShow', 'Record that a confirmed person did not show up'],
];

export const assignmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/projectCrewItems/:id/projectCrewItemStatus',
    {
      config: { access: { guests: ['project'] } },
      schema: {
        tags: ['projectCrewItems'],
        summary: 'People on the position with their status',
        params: entityIdParamsSchema,
        response: { 200: z.array(assignmentSchema), ...readErrors },
      },
    },
    async (request) => assignmentsOfPosition(request.ctx, request.params.id),
  );

  app.get(
    '/projectCrews/:id/projectCrewItemStatus',
    {
      config: { access: { guests: ['project'] } },
      schema: {
        tags: ['projectCrews'],
        summary: 'People on the crew with their status',
        params: entityIdParamsSchema,
        response: { 200: z.array(assignmentSchema), ...readErrors },
      },
    },
    async (request) => assignmentsOfCrew(request.ctx, request.params.id),
  );

  app.post(
    '/projectCrewItemStatus',
    {
      config: { access: edit },
      schema: {
        tags,
        summary: 'Put a person on a position (requested, confirmed or spare)',
        body: createAssignmentInputSchema,
        response: { 201: assignmentSchema, ...writeErrors },
      },
    },
    async (request, reply) => created(reply, createAssignment(request.ctx, request.body)),
  );

  app.post(
    '/projectCrewItemStatus/:id/update',
    {
      config: { access: edit },
      schema: {
        tags,
        summary: 'Update proposed paid and charged hours',
        params: entityIdParamsSchema,
        body: updateAssignmentInputSchema,
        response: { 200: assignmentSchema, ...writeErrors },
      },
    },
    async (request) => updateAssignment(request.ctx, request.params.id, request.body),
  );

  for (const [action, summary] of actions) {
    app.post(
      `/projectCrewItemStatus/:id/${action}`,
      {
        config: { access: edit },
        schema: {
          tags,
          summary: `${summary} (409 when the current status does not allow it)`,
          params: entityIdParamsSchema,
          // The web app may post no body at all.
          body: assignmentActionInputSchema.nullish(),
          response: { 200: assignmentSchema, ...writeErrors },
        },
      },
      async (request) =>
        changeAssignmentStatus(request.ctx, request.params.id, action, request.body ?? {}),
    );
  }
};
