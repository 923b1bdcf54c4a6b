import {
  activitySchema,
  byIdParamsSchema,
  invoiceDocumentSchema,
  invoiceFilterOptionsQuerySchema,
  invoiceFilterOptionsSchema,
  invoiceFilterSchema,
  invoiceItemSchema,
  invoiceListQuerySchema,
  invoiceNumberParamsSchema,
  invoiceSchema,
  invoiceTotalsSchema,
  invoiceContactSchema,
  invoiceableProjectSchema,
  listQuerySchema,
  pageSchema,
  projectNumberParamsSchema,
} from '@crewhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { binaryResponse, fileDownload } from '../../lib/http-replies';
import { readErrors } from '../../lib/route-schemas';
import { xlsxContentType } from '../project-exports';
import { invoiceListSheet } from './invoice-export.service';
import { invoiceActivitiesOf, invoiceDocumentsOf, invoiceItemsOf } from './invoice-papers.service';
import {
  contactsOfCompany,
  getInvoice,
  invoiceFilterOptions,
  invoiceTotals,
  invoicesOfCompany,
  invoicesOfProject,
  listInvoices,
  projectsOfCompany,
} from './invoices.service';

const tags = ['invoices'];
/** Clients need the clients login type too; the service checks it for non-office scopes. */
const access = { rights: [['invoices', 'READ']] as ['invoices', 'READ'][] };
const params = invoiceNumberParamsSchema;

/** Reading invoices: lists, totals, the export, one invoice and its lines, files and history. */
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
    '/invoices/totals',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Count and amount per status for the same filters (status aside)',
        querystring: invoiceFilterSchema,
        response: { 200: invoiceTotalsSchema, ...readErrors },
      },
    },
    async (request) => invoiceTotals(request.ctx, request.query),
  );

  app.get(
    '/invoices/filters',
    {
      config: { access },
      schema: {
        tags,
        summary: 'The projects and contacts on my invoices, to filter the list by',
        querystring: invoiceFilterOptionsQuerySchema,
        response: { 200: invoiceFilterOptionsSchema, ...readErrors },
      },
    },
    async (request) => invoiceFilterOptions(request.ctx, request.query),
  );

  app.get(
    '/invoices/export',
    {
      config: { access },
      schema: {
        tags,
        summary: 'The filtered invoice list as XLSX (dates as dates, amounts in EUR)',
        querystring: invoiceFilterSchema,
        response: { 200: binaryResponse, ...readErrors },
      },
    },
    async (request, reply) =>
      fileDownload(reply, xlsxContentType, await invoiceListSheet(request.ctx, request.query)),
  );

  app.get(
    '/invoices/:number',
    {
      config: { access },
      schema: {
        tags,
        summary: 'One invoice by number, with a signed link to its PDF once released',
        params,
        response: { 200: invoiceSchema, ...readErrors },
      },
    },
    async (request) => getInvoice(request.ctx, request.params.number),
  );

  app.get(
    '/invoices/:number/items',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Lines of the invoice in order',
        params,
        response: { 200: z.array(invoiceItemSchema), ...readErrors },
      },
    },
    async (request) => invoiceItemsOf(request.ctx, request.params.number),
  );

  app.get(
    '/invoices/:number/documents',
    {
      config: { access },
      schema: {
        tags,
        summary: 'The invoice PDF (once released) and files kept with the invoice',
        params,
        response: { 200: z.array(invoiceDocumentSchema), ...readErrors },
      },
    },
    async (request) => invoiceDocumentsOf(request.ctx, request.params.number),
  );

  app.get(
    '/invoices/:number/activities',
    {
      config: { access },
      schema: {
        tags,
        summary: 'History of the invoice (created, changed, released, mailed, paid, notes)',
        params,
        querystring: listQuerySchema,
        response: { 200: pageSchema(activitySchema), ...readErrors },
      },
    },
    async (request) => invoiceActivitiesOf(request.ctx, request.params.number, request.query),
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

  app.get(
    '/companies/:id/invoices',
    {
      config: { access },
      schema: {
        tags,
        summary: "Invoices of the company (clients: their own company's released ones)",
        params: byIdParamsSchema,
        querystring: listQuerySchema,
        response: { 200: pageSchema(invoiceSchema), ...readErrors },
      },
    },
    async (request) => invoicesOfCompany(request.ctx, request.params.id, request.query),
  );

  app.get(
    '/companies/:id/projects',
    {
      config: { access: { rights: [['invoices', 'CREATE']] } },
      schema: {
        tags,
        summary: 'Projects of the company, newest first, to invoice it for',
        params: byIdParamsSchema,
        response: { 200: z.array(invoiceableProjectSchema), ...readErrors },
      },
    },
    async (request) => projectsOfCompany(request.ctx, request.params.id),
  );

  app.get(
    '/companies/:id/invoiceContacts',
    {
      config: { access: { rights: [['invoices', 'CREATE']] } },
      schema: {
        tags,
        summary: 'Contacts of the company by name, to address an invoice to',
        params: byIdParamsSchema,
        response: { 200: z.array(invoiceContactSchema), ...readErrors },
      },
    },
    async (request) => contactsOfCompany(request.ctx, request.params.id),
  );
};
