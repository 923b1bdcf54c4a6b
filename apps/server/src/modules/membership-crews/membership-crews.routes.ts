import {
  entityIdParamsSchema,
  listQuerySchema,
  membershipCrewInputSchema,
  membershipCrewMemberSchema,
  membershipCrewSchema,
  membershipInputSchema,
  membershipResultSchema,
  membershipSchema,
  messageSchema,
  pageSchema,
  personMembershipSchema,
  plannerCrewTypes,
  updateMembershipCrewInputSchema,
} from '@crewhub/shared';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { created } from '../../lib/created';
import { readErrors, writeErrors } from '../../lib/route-schemas';
import {
  addMembership,
  createMembershipCrew,
  crewMembersOfCrew,
  getMembershipCrew,
  listMembershipCrews,
  membershipsOfCrew,
  membershipsOfPerson,
  removeMembership,
  updateMembershipCrew,
} from './membership-crews.service';

const tags = ['membershipCrews'];
const params = entityIdParamsSchema;
const read = { rights: [['membershipCrews', 'READ']] as ['membershipCrews', 'READ'][] };

export const membershipCrewsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The app calls both names, plannerCrews and pCrews; they are the same resource.
  for (const base of ['/plannerCrews', '/pCrews']) {
    app.get(
      base,
      {
        config: { access: read },
        schema: {
          tags,
          summary: "Membership crews by name (clients: their company's)",
          querystring: listQuerySchema,
          response: { 200: pageSchema(membershipCrewSchema), ...readErrors },
        },
      },
      async (request) => listMembershipCrews(request.ctx, request.query),
    );
    app.get(
      `${base}/:id`,
      {
        config: { access: read },
        schema: {
          tags,
          summary: 'One membership crew',
          params,
          response: { 200: membershipCrewSchema, ...readErrors },
        },
      },
      async (request) => getMembershipCrew(request.ctx, request.params.id),
    );
    app.get(
      `${base}/:id/items`,
      {
        config: { access: read },
        schema: {
          tags,
          summary: 'Memberships (member, favourite, blocked)',
          params,
          querystring: listQuerySchema,
          response: { 200: pageSchema(membershipSchema), ...readErrors },
        },
      },
      async (request) => membershipsOfCrew(request.ctx, request.params.id, request.query),
    );
    app.get(
      `${base}/:id/crewMembers`,
      {
        config: { access: read },
        schema: {
          tags,
          summary: 'People to staff from, blocked people left out',
          params,
          querystring: listQuerySchema,
          response: { 200: pageSchema(membershipCrewMemberSchema), ...readErrors },
        },
      },
      async (request) => crewMembersOfCrew(request.ctx, request.params.id, request.query),
    );
  }

  app.get(
    '/persons/:id/plannerCrewMemberships',
    {
      config: { access: read },
      schema: {
        tags,
        summary: "The membership crews a person is in (clients: their company's crews only)",
        params,
        querystring: listQuerySchema,
        response: { 200: pageSchema(personMembershipSchema), ...readErrors },
      },
    },
    async (request) => membershipsOfPerson(request.ctx, request.params.id, request.query),
  );

  app.get(
    '/plannerCrewTypes',
    {
      config: { access: read },
      schema: {
        tags,
        summary: 'Types of assignment',
        response: { 200: z.array(z.string()), ...readErrors },
      },
    },
    async () => [...plannerCrewTypes],
  );

  app.post(
    '/pCrews',
    {
      config: { access: { rights: [['membershipCrews', 'CREATE']] } },
      schema: {
        tags,
        summary: 'Create a membership crew',
        body: membershipCrewInputSchema,
        response: { 201: membershipCrewSchema, ...writeErrors },
      },
    },
    async (request, reply) => created(reply, createMembershipCrew(request.ctx, request.body)),
  );

  app.post(
    '/pCrews/:id',
    {
      config: { access: { rights: [['membershipCrews', 'EDIT']] } },
      schema: {
        tags,
        summary: 'Rename a membership crew, change its type of assignment or (planners) company',
        params,
        body: updateMembershipCrewInputSchema,
        response: { 200: membershipCrewSchema, ...writeErrors },
      },
    },
    async (request) => updateMembershipCrew(request.ctx, request.params.id, request.body),
  );

  app.post(
    '/plannerCrewMemberships',
    {
      config: { access: { rights: [['crewMemberships', 'CREATE']] } },
      schema: {
        tags,
        summary: 'Add a person to a membership crew (or change member/favourite/blocked)',
        body: membershipInputSchema,
        response: { 200: membershipResultSchema, 201: membershipResultSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { created, body } = await addMembership(request.ctx, request.body);
      reply.status(created ? 201 : 200);
      return body;
    },
  );

  app.delete(
    '/plannerCrewMemberships/:id',
    {
      config: { access: { rights: [['crewMemberships', 'DELETE']] } },
      schema: {
        tags,
        summary: 'Remove a person from a membership crew',
        params,
        body: z.object({}).passthrough().optional(),
        response: { 200: messageSchema, ...writeErrors },
      },
    },
    async (request) => removeMembership(request.ctx, request.params.id),
  );
};
