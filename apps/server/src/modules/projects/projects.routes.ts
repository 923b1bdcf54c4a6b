import {
  copyProjectInputSchema,
  createProjectInputSchema,
  pageSchema,
  projectListQuerySchema,
  projectNumberParamsSchema,
  projectSchema,
  projectTypeListQuerySchema,
  projectTypeSchema,
  projectsCalendarQuerySchema,
  projectsCalendarSchema,
  updateProjectInputSchema,
} from '@crewhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { created } from '../../lib/created';
import { answerJsonText } from '../../lib/json-text';
import { readErrors, writeErrors } from '../../lib/route-schemas';
import { copyProject } from './project-copy.service';
import {
  createProject,
  getProject,
  listProjects,
  listProjectTypes,
  projectsCalendar,
  updateProject,
} from './projects.service';

const tags = ['projects'];

export const projectsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/projects',
    {
      config: { access: { rights: [['projects', 'READ']] } },
      schema: {
        tags,
        summary: 'Projects in the caller scope: tabs ongoing/past/requested, all/my, closed',
        querystring: projectListQuerySchema,
        response: { 200: pageSchema(projectSchema), ...readErrors },
      },
    },
    async (request, reply) => answerJsonText(reply, await listProjects(request.ctx, request.query)),
  );

  app.get(
    '/projectsCalendarItems',
    {
      config: { access: { rights: [['projects', 'READ']] }, plansWithValues: true },
      schema: {
        tags,
        summary:
          'Every project in the caller scope meeting a period, as the projects calendar shows it',
        querystring: projectsCalendarQuerySchema,
        response: { 200: projectsCalendarSchema, ...readErrors },
      },
    },
    async (request, reply) =>
      answerJsonText(reply, await projectsCalendar(request.ctx, request.query)),
  );

  app.get(
    '/projects/:number',
    {
      config: { access: { rights: [['projects', 'READ']], guests: ['project'] } },
      schema: {
        tags,
        summary: 'One project (project guests: only their own)',
        params: projectNumberParamsSchema,
        response: { 200: projectSchema, ...readErrors },
      },
    },
    async (request) => getProject(request.ctx, request.params.number),
  );

  app.post(
    '/projects',
    {
      config: { access: { rights: [['projects', 'CREATE']] } },
      schema: {
        tags,
        summary: 'Create a project, optionally with crews and positions (release rules checked)',
        body: createProjectInputSchema,
        response: { 201: projectSchema, ...writeErrors },
      },
    },
    async (request, reply) => created(reply, createProject(request.ctx, request.body)),
  );

  app.post(
    '/projects/:number',
    {
      config: { access: { rights: [['projects', 'EDIT']] } },
      schema: {
        tags,
        summary: 'Update a project; confirming needs times and chargeable hours on every position',
        params: projectNumberParamsSchema,
        body: updateProjectInputSchema,
        response: { 200: projectSchema, ...writeErrors },
      },
    },
    async (request) => updateProject(request.ctx, request.params.number, request.body),
  );

  app.post(
    '/projects/:number/copy',
    {
      config: {
        access: {
          rights: [
            ['projects', 'CREATE'],
            ['projects', 'EDIT'],
          ],
        },
      },
      schema: {
        tags,
        summary: 'Deep copy: a new project with its crews, positions (and people), new dates',
        params: projectNumberParamsSchema,
        body: copyProjectInputSchema,
        response: { 201: projectSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      created(reply, copyProject(request.ctx, request.params.number, request.body)),
  );

  app.get(
    '/projectTypes',
    {
      config: { access: { rights: [['projects', 'READ']] } },
      schema: {
        tags,
        summary: 'Project types in use (limit 100 by default)',
        querystring: projectTypeListQuerySchema,
        response: { 200: pageSchema(projectTypeSchema), ...readErrors },
      },
    },
    async (request) => listProjectTypes(request.ctx, request.query),
  );
};
