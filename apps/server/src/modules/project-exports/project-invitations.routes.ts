import {
  calendarInvitationSchema,
  projectNumberParamsSchema,
  sendCalendarInvitationInputSchema,
} from '@crewhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readErrors, writeErrors } from '../../lib/route-schemas';
import { inviteToProjectCalendar, projectCalendarInvitations } from './project-invitations.service';

const tags = ['projects'];
const params = projectNumberParamsSchema;
const access = { rights: [['projects', 'EDIT']] as ['projects', 'EDIT'][] };

/** A project's shifts sent as calendar invitations (iCalendar REQUEST) to e-mail addresses. */
export const projectInvitationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/projects/:number/calendarInvitations',
    {
      config: { access },
      schema: {
        tags,
        summary: 'The addresses the project calendar invitation went to',
        params,
        response: { 200: z.array(calendarInvitationSchema), ...readErrors },
      },
    },
    async (request) => projectCalendarInvitations(request.ctx, request.params.number),
  );

  app.post(
    '/projects/:number/calendarInvitations',
    {
      config: { access },
      schema: {
        tags,
        summary:
          'Sends the project shifts as a calendar invitation; later changes send updates to the address',
        params,
        body: sendCalendarInvitationInputSchema,
        response: { 200: calendarInvitationSchema, ...writeErrors },
      },
    },
    async (request) => inviteToProjectCalendar(request.ctx, request.params.number, request.body),
  );
};
