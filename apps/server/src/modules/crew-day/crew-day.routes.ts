import {
  crewDayMemberSchema,
  crewMemberParamsSchema,
  crewPageSchema,
  crewParamsSchema,
  liveLocationInputSchema,
  liveLocationResultSchema,
  liveLocationSchema,
  setProposedHoursInputSchema,
} from '@crewhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { created } from '../../lib/created';
import { readErrors, writeErrors } from '../../lib/route-schemas';
import { listLiveLocations, recordLiveLocation, setProposedHours } from './attendance.service';
import { getCrewMember, getCrewPage } from './crew-page.service';

const tags = ['project crews'];
/** Project guests may open the crew page and its contact pages of their own project. */
const guestAccess = { access: { guests: ['project' as const] } };

export const crewDayRoutes: FastifyPluginAsyncZod = async (app) => {
  // GET /projectCrews/{id} itself is the planning CRUD read (project-crews module); the crew
  // member's page is a sub-resource so both can live side by side.
  app.get(
    '/projectCrews/:id/crewPage',
    {
      config: guestAccess,
      schema: {
        tags,
        summary: 'Crew page: job view, location, contacts, members, my check-in, delivery note',
        params: crewParamsSchema,
        response: { 200: crewPageSchema, ...readErrors },
      },
    },
    async (request) => getCrewPage(request.ctx, request.params.id),
  );

  app.get(
    '/projectCrews/:id/members/:personId',
    {
      config: guestAccess,
      schema: {
        tags,
        summary: 'Contact page of one crew member (call, mail, message)',
        params: crewMemberParamsSchema,
        response: { 200: crewDayMemberSchema, ...readErrors },
      },
    },
    async (request) => getCrewMember(request.ctx, request.params.id, request.params.personId),
  );

  app.get(
    '/projectCrews/:id/liveLocations',
    {
      schema: {
        tags,
        summary: 'Recorded locations (crew chief and planners: all; members: their own)',
        params: crewParamsSchema,
        response: { 200: z.array(liveLocationSchema), ...readErrors },
      },
    },
    async (request) => listLiveLocations(request.ctx, request.params.id),
  );

  app.post(
    '/projectCrews/:id/liveLocations',
    {
      schema: {
        tags,
        summary: 'Check in, check out or share a position (window rules; members only)',
        params: crewParamsSchema,
        body: liveLocationInputSchema,
        response: { 201: liveLocationResultSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      created(reply, recordLiveLocation(request.ctx, request.params.id, request.body)),
  );

  app.post(
    '/projectCrews/:id/setProposedPaidChargedHours',
    {
      schema: {
        tags,
        summary: "Crew chief's sign-off of worked hours (proposed paid and charged)",
        params: crewParamsSchema,
        body: setProposedHoursInputSchema,
        response: { 200: crewPageSchema, ...writeErrors },
      },
    },
    async (request) => setProposedHours(request.ctx, request.params.id, request.body),
  );
};
