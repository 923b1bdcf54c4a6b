import {
  companyListQuerySchema,
  companySchema,
  companySettingsInputSchema,
  companySettingsQuerySchema,
  companySettingsSchema,
  rateCardSchema,
  tenantCompanySchema,
  documentSchema,
  entityIdParamsSchema,
  listQuerySchema,
  pageSchema,
} from '@crewhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readErrors, writeErrors } from '../../lib/route-schemas';
import { documentReadGrants } from '../documents';
import { binaryResponse, contentDisposition } from '../../lib/http-replies';
import { zipContentType } from '../project-exports';
import {
  companyCrewDocumentsArchive,
  getCompany,
  getCompanySettings,
  listCompanies,
  listCompanyDocuments,
  listCompanyRateCards,
  listTenantCompanies,
  saveCompanySettings,
} from './companies.service';

const tags = ['companies'];

/**
 * Client companies with their settings, rate cards and documents, and the crew papers of a
 * company's projects as one ZIP.
 */
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
    '/tenant/companies',
    {
      schema: {
        tags: ['tenant'],
        summary: "Names of the tenant's client companies (clients: their own company)",
        querystring: companyListQuerySchema,
        response: { 200: pageSchema(tenantCompanySchema), ...readErrors },
      },
    },
    async (request) => listTenantCompanies(request.ctx, request.query),
  );

  app.get(
    '/companies/:id/settings',
    {
      schema: {
        tags,
        summary:
          'How the tenant works with the client; expand=account adds the accounting record ' +
          '(with invoices READ)',
        params: entityIdParamsSchema,
        querystring: companySettingsQuerySchema,
        response: { 200: companySettingsSchema, ...readErrors },
      },
    },
    async (request) => getCompanySettings(request.ctx, request.params.id, request.query),
  );

  app.post(
    '/companies/:id/settings',
    {
      config: { access: { rights: [['invoices', 'EDIT']] } },
      schema: {
        tags,
        summary:
          'Change how the tenant works with the client (the office: invoices EDIT on all); ' +
          'fields left out stay, null clears; answers with the accounting record',
        params: entityIdParamsSchema,
        body: companySettingsInputSchema,
        response: { 200: companySettingsSchema, ...writeErrors },
      },
    },
    async (request) => saveCompanySettings(request.ctx, request.params.id, request.body),
  );

  app.get(
    '/companies/:id/rateCards',
    {
      config: { access: { rights: [['rateCards', 'READ']] } },
      schema: {
        tags,
        summary: "The client's own rate card agreements, by name",
        params: entityIdParamsSchema,
        querystring: listQuerySchema,
        response: { 200: pageSchema(rateCardSchema), ...readErrors },
      },
    },
    async (request) => listCompanyRateCards(request.ctx, request.params.id, request.query),
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
