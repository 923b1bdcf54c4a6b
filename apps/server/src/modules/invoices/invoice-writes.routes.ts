import {
  createInvoiceInputSchema,
  invoiceDocumentSchema,
  invoiceNumberParamsSchema,
  invoiceSchema,
  markInvoicePaidInputSchema,
  releaseInvoiceInputSchema,
  updateInvoiceInputSchema,
  uploadInvoiceDocumentFieldsSchema,
} from '@crewhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { created } from '../../lib/created';
import { errorResponses } from '../../lib/error-responses';
import { writeErrors } from '../../lib/route-schemas';
import { readDocumentUpload } from '../documents';
import { createInvoice, updateInvoice } from './invoice-edit.service';
import { addInvoiceDocument } from './invoice-papers.service';
import { markInvoicePaid, releaseInvoice } from './invoice-release.service';

const tags = ['invoices'];
const edit = { rights: [['invoices', 'EDIT']] as ['invoices', 'EDIT'][] };
const params = invoiceNumberParamsSchema;

/** The office's invoice flow: create, edit the design, release, mark paid, keep files. */
export const invoiceWritesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/invoices',
    {
      config: { access: { rights: [['invoices', 'CREATE']] } },
      schema: {
        tags,
        summary:
          "Create a design for a company: the project's signed-off charged hours at the rate card, plus manual lines",
        body: createInvoiceInputSchema,
        response: { 201: invoiceSchema, ...writeErrors },
      },
    },
    async (request, reply) => created(reply, createInvoice(request.ctx, request.body)),
  );

  app.post(
    '/invoices/:number',
    {
      config: { access: edit },
      schema: {
        tags,
        summary:
          'Change a design: header fields, and all lines when items are sent (409 otherwise)',
        params,
        body: updateInvoiceInputSchema,
        response: { 200: invoiceSchema, ...writeErrors },
      },
    },
    async (request) => updateInvoice(request.ctx, request.params.number, request.body),
  );

  app.post(
    '/invoices/:number/release',
    {
      config: { access: edit },
      schema: {
        tags,
        summary: "Release a design: makes the PDF in the client's language, optionally mails it",
        params,
        body: releaseInvoiceInputSchema,
        response: { 200: invoiceSchema, ...writeErrors },
      },
    },
    async (request) => releaseInvoice(request.ctx, request.params.number, request.body),
  );

  app.post(
    '/invoices/:number/paid',
    {
      config: { access: edit },
      schema: {
        tags,
        summary: 'Mark a released (or overdue) invoice as paid on a day',
        params,
        body: markInvoicePaidInputSchema,
        response: { 200: invoiceSchema, ...writeErrors },
      },
    },
    async (request) => markInvoicePaid(request.ctx, request.params.number, request.body),
  );

  app.post(
    '/invoices/:number/documents',
    {
      config: { access: edit },
      schema: {
        tags,
        summary:
          'Keep a file with the invoice: multipart field name?, then "file" (PDF, image, DOCX or XLSX up to 10 MB)',
        params,
        response: { 201: invoiceDocumentSchema, ...errorResponses(400, 401, 403, 404, 413) },
      },
    },
    async (request, reply) => {
      const upload = await readDocumentUpload(request, uploadInvoiceDocumentFieldsSchema);
      return created(reply, addInvoiceDocument(request.ctx, request.params.number, upload));
    },
  );
};
