import {
  assignTrainingInputSchema,
  byIdParamsSchema,
  completeTrainingInputSchema,
  createTrainingCourseInputSchema,
  documentSchema,
  entityIdParamsSchema,
  listQuerySchema,
  pageSchema,
  trainingCourseSchema,
  trainingListQuerySchema,
  trainingSchema,
} from '@crewhub/shared';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { created } from '../../lib/created';
import { readErrors, writeErrors } from '../../lib/route-schemas';
import {
  assignTraining,
  completeTraining,
  createCourse,
  listCourses,
  listTrainingDocuments,
  listTrainings,
} from './trainings.service';

const tags = ['trainings'];
const read = { rights: [['training', 'READ']] as ['training', 'READ'][] };
const edit = { rights: [['training', 'EDIT']] as ['training', 'EDIT'][] };

/**
 * Trainings: crew read their own (training READ), planners and the office everyone's (READ for
 * all) and manage courses, assignments and completions (training EDIT).
 */
export const trainingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/trainings',
    {
      config: { access: read },
      schema: {
        tags,
        summary: 'Trainings to follow and followed, with status, expiry and documents',
        querystring: trainingListQuerySchema,
        response: { 200: pageSchema(trainingSchema), ...readErrors },
      },
    },
    async (request) => listTrainings(request.ctx, request.query),
  );

  app.post(
    '/trainings',
    {
      config: { access: edit },
      schema: {
        tags,
        summary: 'A person must follow a course (again); its training form is handed out',
        body: assignTrainingInputSchema,
        response: { 201: trainingSchema, ...writeErrors },
      },
    },
    async (request, reply) => created(reply, assignTraining(request.ctx, request.body)),
  );

  app.post(
    '/trainings/:id',
    {
      config: { access: edit },
      schema: {
        tags,
        summary: 'Record the completion of a training, with the person’s certificate',
        params: entityIdParamsSchema,
        body: completeTrainingInputSchema,
        response: { 200: trainingSchema, ...writeErrors },
      },
    },
    async (request) => completeTraining(request.ctx, request.params.id, request.body),
  );

  app.get(
    '/trainingCourses',
    {
      config: { access: read },
      schema: {
        tags,
        summary: 'The training courses of the tenant',
        response: { 200: z.array(trainingCourseSchema), ...readErrors },
      },
    },
    async (request) => listCourses(request.ctx),
  );

  app.post(
    '/trainingCourses',
    {
      config: { access: edit },
      schema: {
        tags,
        summary: 'A new training course, optionally with a training form',
        body: createTrainingCourseInputSchema,
        response: { 201: trainingCourseSchema, ...writeErrors },
      },
    },
    async (request, reply) => created(reply, createCourse(request.ctx, request.body)),
  );

  app.get(
    '/persons/:id/documentsTraining',
    {
      config: { access: read },
      schema: {
        tags,
        summary: 'The certificates recorded with a person’s trainings (oneself, or READ for all)',
        params: byIdParamsSchema,
        querystring: listQuerySchema,
        response: { 200: pageSchema(documentSchema), ...readErrors },
      },
    },
    async (request) => listTrainingDocuments(request.ctx, request.params.id, request.query),
  );
};
