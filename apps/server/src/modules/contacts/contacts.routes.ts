import {
  contactListQuerySchema,
  contactSchema,
  documentSchema,
  entityIdParamsSchema,
  listQuerySchema,
  membershipCrewSchema,
  pageSchema,
  personListItemSchema,
  personListQuerySchema,
  personsClientRelatedQuerySchema,
  plannerPlanningItemSchema,
  plannerPlanningItemsQuerySchema,
  projectSchema,
  valueStaffItemSchema,
} from '@crewhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readErrors } from '../../lib/route-schemas';
import {
  documentsOfContact,
  listContacts,
  membershipCrewsOfContact,
  personsOfContact,
  planningItemsOfContact,
  projectsOfContact,
} from './contacts.service';
import { listClientRelatedPersons } from './client-related-persons.service';
import { valueStaffOfContact } from './value-staff.service';

const tags = ['contacts'];

export const contactsRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async (request) => listContacts(request.ctx, request.query),
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
    async (request) => projectsOfContact(request.ctx, request.params.id, request.query),
  );

  app.get(
    '/contacts/:id/persons',
    {
      config: { access: { rights: [['projects', 'READ']] } },
      schema: {
        tags,
        summary:
          "People who worked (confirmed) on the contact's projects; q, functionIds, regionId",
        params: entityIdParamsSchema,
        querystring: personListQuerySchema,
        response: { 200: pageSchema(personListItemSchema), ...readErrors },
      },
    },
    async (request) => personsOfContact(request.ctx, request.params.id, request.query),
  );

  app.get(
    '/contacts/:id/pCrews',
    {
      config: { access: { rights: [['membershipCrews', 'READ']] } },
      schema: {
        tags,
        summary: "Membership crews of the contact's company",
        params: entityIdParamsSchema,
        querystring: listQuerySchema,
        response: { 200: pageSchema(membershipCrewSchema), ...readErrors },
      },
    },
    async (request) => membershipCrewsOfContact(request.ctx, request.params.id, request.query),
  );

  app.get(
    '/contacts/:id/documents',
    {
      config: { access: { rights: [['projectAttachments', 'READ']] } },
      schema: {
        tags,
        summary: "Documents of the contact's company and its projects, newest first",
        params: entityIdParamsSchema,
        querystring: listQuerySchema,
        response: { 200: pageSchema(documentSchema), ...readErrors },
      },
    },
    async (request) => documentsOfContact(request.ctx, request.params.id, request.query),
  );

  app.get(
    '/contacts/:id/plannerPlanningItems',
    {
      config: { access: { rights: [['planningCrewItemList', 'READ']] } },
      schema: {
        tags,
        summary:
          "Positions on the contact's projects from one month back to `to` (default a year ahead)",
        params: entityIdParamsSchema,
        querystring: plannerPlanningItemsQuerySchema,
        response: { 200: pageSchema(plannerPlanningItemSchema), ...readErrors },
      },
    },
    async (request) => planningItemsOfContact(request.ctx, request.params.id, request.query),
  );

  app.get(
    '/contacts/:id/valueStaff',
    {
      config: { access: { rights: [['crewProfile', 'READ']] } },
      schema: {
        tags,
        summary: 'Crew the contact rated, best average first (ratings in hundredths)',
        params: entityIdParamsSchema,
        querystring: listQuerySchema,
        response: { 200: pageSchema(valueStaffItemSchema), ...readErrors },
      },
    },
    async (request) => valueStaffOfContact(request.ctx, request.params.id, request.query),
  );

  app.get(
    '/personsClientRelated',
    {
      config: { access: { rights: [['projects', 'READ']] } },
      schema: {
        tags: ['persons'],
        summary:
          "People confirmed on a client's projects (companyId; clients: their own company); " +
          'q, functionIds, regionId, temporary',
        querystring: personsClientRelatedQuerySchema,
        response: { 200: pageSchema(personListItemSchema), ...readErrors },
      },
    },
    async (request) => listClientRelatedPersons(request.ctx, request.query),
  );
};
