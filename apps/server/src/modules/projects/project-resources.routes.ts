import {
  activitySchema,
  createPositionInputSchema,
  createProjectCrewInputSchema,
  crewBookingSchema,
  crewProfileSchema,
  positionSchema,
  projectCalendarLinkSchema,
  projectCrewSchema,
  projectNumberParamsSchema,
  projectPasswordSchema,
  personParamsSchema,
  projectGuestVisitSchema,
  projectPasswordStatusSchema,
  setProjectGuestExpiryInputSchema,
  setProjectPasswordInputSchema,
  subjectActivityInputSchema,
} from '@crewhub/shared';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { created } from '../../lib/created';
import { readErrors, writeErrors } from '../../lib/route-schemas';
import { crewBookingOfProject, crewProfileOnProject } from '../assignments';
import { createPosition, positionsOfProject } from '../positions';
import { createCrew, crewsOfProject } from '../project-crews';
import { createProjectActivity } from './project-activities.service';
import {
  listProjectGuestVisits,
  projectCalendarLink,
  projectPasswordStatus,
  revokeProjectPassword,
  setProjectGuestExpiry,
  setProjectPassword,
} from './project-sharing.service';

const tags = ['projects'];
const params = projectNumberParamsSchema;
const readAccess = { rights: [['projects', 'READ']] as ['projects', 'READ'][] };
const guestReadAccess = { ...readAccess, guests: ['project' as const] };

/** The sub-resources of one project: its crews, positions, bookings and sharing. */
export const projectResourcesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/projects/:number/projectCrews',
    {
      config: { access: guestReadAccess },
      schema: {
        tags,
        summary: 'Crews of the project',
        params,
        response: { 200: z.array(projectCrewSchema), ...readErrors },
      },
    },
    async (request) => crewsOfProject(request.ctx, request.params.number),
  );

  app.post(
    '/projects/:number/projectCrews',
    {
      config: { access: { rights: [['projects', 'EDIT']] } },
      schema: {
        tags,
        summary: 'Add a crew (team for a date or shift) to the project',
        params,
        body: createProjectCrewInputSchema,
        response: { 201: projectCrewSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      created(reply, createCrew(request.ctx, request.params.number, request.body)),
  );

  app.get(
    '/projects/:number/projectCrewItems',
    {
      config: { access: guestReadAccess },
      schema: {
        tags,
        summary: 'Positions of the project',
        params,
        response: { 200: z.array(positionSchema), ...readErrors },
      },
    },
    async (request) => positionsOfProject(request.ctx, request.params.number),
  );

  app.post(
    '/projects/:number/projectCrewItems',
    {
      config: { access: { rights: [['projects', 'CREATE']] } },
      schema: {
        tags,
        summary: 'Add a position; needs start and end time (clients: marked client added)',
        params,
        body: createPositionInputSchema,
        response: { 201: positionSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      created(reply, createPosition(request.ctx, request.params.number, request.body)),
  );

  app.get(
    '/projects/:number/vacantItems',
    {
      config: { access: readAccess },
      schema: {
        tags,
        summary: 'Positions with fewer people asked than rows needed',
        params,
        response: { 200: z.array(positionSchema), ...readErrors },
      },
    },
    async (request) => positionsOfProject(request.ctx, request.params.number, true),
  );

  app.get(
    '/projects/:number/crewBooking',
    {
      config: { access: guestReadAccess },
      schema: {
        tags,
        summary: 'Everyone on the project with position, crew and status',
        params,
        response: { 200: z.array(crewBookingSchema), ...readErrors },
      },
    },
    async (request) => crewBookingOfProject(request.ctx, request.params.number),
  );

  app.get(
    '/projects/:number/crewProfile/:personId',
    {
      config: { access: readAccess },
      schema: {
        tags,
        summary:
          'Crew profile of a person on the project (phone and e-mail with crewProfile CONTACT)',
        params: params.extend(personParamsSchema.shape),
        response: { 200: crewProfileSchema, ...readErrors },
      },
    },
    async (request) =>
      crewProfileOnProject(request.ctx, request.params.number, request.params.personId),
  );

  app.post(
    '/projects/:number/activities',
    {
      config: { access: { rights: [['projects', 'EDIT']] } },
      schema: {
        tags,
        summary: 'Log an activity or create a to-do on the project',
        params,
        body: subjectActivityInputSchema,
        response: { 201: activitySchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      created(reply, createProjectActivity(request.ctx, request.params.number, request.body)),
  );

  app.get(
    '/projects/:number/password',
    {
      config: { access: { rights: [['projects', 'EDIT']] } },
      schema: {
        tags,
        summary: 'Whether project guests can log in (never the password itself)',
        params,
        response: { 200: projectPasswordStatusSchema, ...readErrors },
      },
    },
    async (request) => projectPasswordStatus(request.ctx, request.params.number),
  );

  app.post(
    '/projects/:number/password',
    {
      config: { access: { rights: [['projects', 'EDIT']] } },
      schema: {
        tags,
        summary: 'Set or regenerate the guest password; answered once',
        params,
        body: setProjectPasswordInputSchema,
        response: { 200: projectPasswordSchema, ...writeErrors },
      },
    },
    async (request) => setProjectPassword(request.ctx, request.params.number, request.body),
  );

  app.post(
    '/projects/:number/guestExpiry',
    {
      config: { access: { rights: [['projects', 'EDIT']] } },
      schema: {
        tags,
        summary: "Move or clear the guests' last day; the password stays, guests log in again",
        params,
        body: setProjectGuestExpiryInputSchema,
        response: { 200: projectPasswordStatusSchema, ...writeErrors },
      },
    },
    async (request) => setProjectGuestExpiry(request.ctx, request.params.number, request.body),
  );

  app.delete(
    '/projects/:number/password',
    {
      config: { access: { rights: [['projects', 'EDIT']] } },
      schema: {
        tags,
        summary: 'Revoke guest access: the password stops working and guests are logged out',
        params,
        response: { 200: projectPasswordStatusSchema, ...writeErrors },
      },
    },
    async (request) => revokeProjectPassword(request.ctx, request.params.number),
  );

  app.get(
    '/projects/:number/guestVisits',
    {
      config: { access: { rights: [['projects', 'EDIT']] } },
      schema: {
        tags,
        summary: 'The latest guest logins with the project password (time and address)',
        params,
        response: { 200: z.array(projectGuestVisitSchema), ...readErrors },
      },
    },
    async (request) => listProjectGuestVisits(request.ctx, request.params.number),
  );

  app.get(
    '/projects/:number/calendarLink',
    {
      config: { access: readAccess },
      schema: {
        tags,
        summary: 'The iCal subscription link of the project',
        params,
        response: { 200: projectCalendarLinkSchema, ...readErrors },
      },
    },
    async (request) => projectCalendarLink(request.ctx, request.params.number),
  );
};
