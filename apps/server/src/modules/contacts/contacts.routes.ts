import {
  contactListQuerySchema,
  contactSchema,
  entityIdParamsSchema,
  listQuerySchema,
  pageSchema,
  plannerPlanningItemSchema,
  projectSchema,
} from '@crewhub/shared';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../lib/request-context';
import { readErrors } from '../../lib/route-schemas';
import { planningContext } from '../projects/project-scope';
import { listContacts, planningItemsOfContact, projectsOfContact } from './contacts.service';

const tags = ['contacts'];

export const contactsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  app.get(
    '/contacts',
    {
      config: { access: { rights: [['projects', 'READ']] } },
      schema: {
        tags,
        summary: 'Client contacts (clients: their own company)',
        querystring: contactListQuerySchema,
        response: { 200: pageSchema(contactSchema), ...readErrors },
      },
    },
    async (request) => listContacts(await planningContext(deps, request), request.query),
  );

  app.get(
    '/contacts/:id/projects',
    {
      config: { access: { rights: [['projects', 'READ']] } },
      schema: {
        tags,
        summary: "The contact's projects from 2018-01-01, internal projects left out",
        params: entityIdParamsSchema,
        querystring: listQuerySchema,
        response: { 200: pageSchema(projectSchema), ...readErrors },
      },
    },
    async (request) =>
      projectsOfContact(await planningContext(deps, request), request.params.id, request.query),
  );

  app.get(
    '/contacts/:id/plannerPlanningItems',
    {
      config: { access: { rights: [['planningCrewItemList', 'READ']] } },
      schema: {
        tags,
        summary:
          "Positions on the contact's projects from one month back (planning crew item list)",
        params: entityIdParamsSchema,
        response: { 200: z.array(plannerPlanningItemSchema), ...readErrors },
      },
    },
    async (request) =>
      planningItemsOfContact(await planningContext(deps, request), request.params.id),
  );
};
