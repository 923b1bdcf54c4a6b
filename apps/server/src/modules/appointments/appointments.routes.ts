import {
  answerAppointmentInputSchema,
  appointmentListQuerySchema,
  appointmentSchema,
  createAppointmentInputSchema,
  entityIdParamsSchema,
  updateAppointmentInputSchema,
} from '@crewhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { created } from '../../lib/created';
import { readErrors, writeErrors } from '../../lib/route-schemas';
import {
  answerAppointment,
  cancelAppointment,
  createAppointment,
  getAppointment,
  listAppointments,
  updateAppointment,
} from './appointments.service';

const tags = ['appointments'];
// Any logged-in user: crew reach their own, the service lets organisers reach everyone's.
const loggedIn = { access: {} };

/** Appointments between the office or a planner and a person, and the person's answer. */
export const appointmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/appointments',
    {
      config: loggedIn,
      schema: {
        tags,
        summary: 'My appointments; the office and planners see everyone’s or one person’s',
        querystring: appointmentListQuerySchema,
        response: { 200: z.array(appointmentSchema), ...readErrors },
      },
    },
    async (request) => listAppointments(request.ctx, request.query),
  );

  app.post(
    '/appointments',
    {
      config: loggedIn,
      schema: {
        tags,
        summary: 'Invite a person to an appointment (office and planners)',
        body: createAppointmentInputSchema,
        response: { 201: appointmentSchema, ...writeErrors },
      },
    },
    async (request, reply) => created(reply, createAppointment(request.ctx, request.body)),
  );

  app.get(
    '/appointments/:id',
    {
      config: loggedIn,
      schema: {
        tags,
        summary: 'One appointment',
        params: entityIdParamsSchema,
        response: { 200: appointmentSchema, ...readErrors },
      },
    },
    async (request) => getAppointment(request.ctx, request.params.id),
  );

  app.post(
    '/appointments/:id',
    {
      config: loggedIn,
      schema: {
        tags,
        summary: 'Change an appointment; a new day or time asks the person again',
        params: entityIdParamsSchema,
        body: updateAppointmentInputSchema,
        response: { 200: appointmentSchema, ...writeErrors },
      },
    },
    async (request) => updateAppointment(request.ctx, request.params.id, request.body),
  );

  app.post(
    '/appointments/:id/answer',
    {
      config: loggedIn,
      schema: {
        tags,
        summary: 'Accept or decline an appointment (the person invited)',
        params: entityIdParamsSchema,
        body: answerAppointmentInputSchema,
        response: { 200: appointmentSchema, ...writeErrors },
      },
    },
    async (request) => answerAppointment(request.ctx, request.params.id, request.body),
  );

  app.delete(
    '/appointments/:id',
    {
      config: loggedIn,
      schema: {
        tags,
        summary: 'Cancel an appointment; the person still sees that it was called off',
        params: entityIdParamsSchema,
        response: { 200: appointmentSchema, ...writeErrors },
      },
    },
    async (request) => cancelAppointment(request.ctx, request.params.id),
  );
};
