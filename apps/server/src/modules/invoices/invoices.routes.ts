import {
  invoiceListQuerySchema,
  invoiceNumberParamsSchema,
  invoiceSchema,
  listQuerySchema,
  pageSchema,
  projectNumberParamsSchema,
} from '@crewhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../lib/request-context';
import { readErrors } from '../../lib/route-schemas';
import { planningContext } from '../projects/project-scope';
import { getInvoice, invoicesOfProject, listInvoices } from './invoices.service';

const tags = ['invoices'];
const access = { rights: [['invoices', 'READ']] as ['invoices', 'READ'][] };

export const invoicesRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
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
    async (request) => listInvoices(await planningContext(deps, request), request.query),
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
    async (request) => getInvoice(await planningContext(deps, request), request.params.number),
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
    async (request) =>
      invoicesOfProject(await planningContext(deps, request), request.params.number, request.query),
  );
};
