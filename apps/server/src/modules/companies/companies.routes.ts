import {
  companyListQuerySchema,
  companySchema,
  documentSchema,
  entityIdParamsSchema,
  listQuerySchema,
  pageSchema,
} from '@crewhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readErrors } from '../../lib/route-schemas';
import { documentReadGrants } from '../documents';
import { binaryResponse, contentDisposition } from '../../lib/http-replies';
import { zipContentType } from '../project-exports';
import {
  companyCrewDocumentsArchive,
  getCompany,
  listCompanies,
  listCompanyDocuments,
} from './companies.service';

const tags = ['companies'];

/** Client companies, their documents, and the crew papers of a company's projects as one ZIP. */
export const companiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/companies',
    {
      schema: {
        tags,
        summary: 'Client companies by name (clients: their own company)',
        querystring: companyListQuerySchema,
        response: { 200: pageSchema(companySchema), ...readErrors },
      },
    },
    async (request) => listCompanies(request.ctx, request.query),
  );

  app.get(
    '/companies/:id',
    {
      schema: {
        tags,
        summary: 'One client company (clients: only their own)',
        params: entityIdParamsSchema,
        response: { 200: companySchema, ...readErrors },
      },
    },
    async (request) => getCompany(request.ctx, request.params.id),
  );

  app.get(
    '/companies/:id/documents',
    {
      config: { access: { rights: documentReadGrants } },
      schema: {
        tags,
        summary: "The company's documents and its projects', newest first",
        params: entityIdParamsSchema,
        querystring: listQuerySchema,
        response: { 200: pageSchema(documentSchema), ...readErrors },
      },
    },
    async (request) => listCompanyDocuments(request.ctx, request.params.id, request.query),
  );

  app.post(
    '/companies/:id/exportCrewMembersDocuments',
    {
      config: { access: { rights: documentReadGrants } },
      schema: {
        tags,
        summary:
          "The approved own documents of everyone confirmed on the company's projects of the " +
          'past year and ahead (ZIP)',
        params: entityIdParamsSchema,
        response: { 200: binaryResponse, ...readErrors },
      },
    },
    async (request, reply) => {
      const { company, zip } = await companyCrewDocumentsArchive(request.ctx, request.params.id);
      const filename = `crew-members-documents-${company.clientMark ?? company.id}.zip`;
      reply
        .header('content-type', zipContentType)
        .header('content-disposition', contentDisposition(filename, 'attachment'));
      return zip;
    },
  );
};
