import {
  invoiceListQuerySchema,
  invoiceNumberParamsSchema,
  invoiceSchema,
  listQuerySchema,
  pageSchema,
  projectNumberParamsSchema,
} from '@crewhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readErrors } from '../../lib/route-schemas';
import { getInvoice, invoicesOfProject, listInvoices } from './invoices.service';

const tags = ['invoices'];
const access = { rights: [['invoices', 'READ']] as ['invoices', 'READ'][] };

export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/invoices',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Invoices, newest first; filter by status, company, project and contact',
        querystring: invoiceListQuerySchema,
        response: { 200: pageSchema(invoiceSchema), ...readErrors },
      },
    },
    async (request) => listInvoices(request.ctx, request.query),
  );

  app.get(
    '/invoices/:number',
    {
      config: { access },
      schema: {
        tags,
        summary: 'One invoice by number, with a signed link to its PDF once released',
        params: invoiceNumberParamsSchema,
        response: { 200: invoiceSchema, ...readErrors },
      },
    },
    async (request) => getInvoice(request.ctx, request.params.number),
  );

  app.get(
    '/projects/:number/invoices',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Invoices of the project (planners, office and the client of the project)',
        params: projectNumberParamsSchema,
        querystring: listQuerySchema,
        response: { 200: pageSchema(invoiceSchema), ...readErrors },
      },
    },
    async (request) => invoicesOfProject(request.ctx, request.params.number, request.query),
  );
};
