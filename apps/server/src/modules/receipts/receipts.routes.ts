import {
  activitySchema,
  byIdParamsSchema,
  createReceiptInputSchema,
  listQuerySchema,
  messageSchema,
  pageSchema,
  receiptDetailSchema,
  receiptItemInputSchema,
  receiptListQuerySchema,
  receiptNumberParamsSchema,
  receiptProjectSchema,
  receiptSummarySchema,
  receiptTemplateSchema,
  receiptTypeSchema,
  rejectReceiptInputSchema,
  type Resource,
  type RightName,
} from '@crewhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { created } from '../../lib/created';
import { errorResponses } from '../../lib/error-responses';
import { readErrors, writeErrors } from '../../lib/route-schemas';
import { receiptActivities } from './receipt-activities';
import { addReceiptDocument, readReceiptUpload } from './receipt-files';
import { addReceiptItem, deleteReceiptItem, updateReceiptItem } from './receipt-items.service';
import { listReceiptProjects } from './receipt-projects';
import { approveReceipt, rejectReceipt, submitReceipt } from './receipt-steps.service';
import {
  copyReceipt,
  createReceipt,
  deleteReceipt,
  getReceipt,
  listReceiptTemplates,
  listReceiptTypes,
  listReceipts,
} from './receipts.service';
const tags = ['receipts'];
/** Crew hold receipts rights over their own (OWN), the office over all (ALL); services scope. */
const access = (right: RightName) => ({ rights: [['receipts', right]] as [Resource, RightName][] });
const numberParams = receiptNumberParamsSchema;
const detail = { 200: receiptDetailSchema, ...writeErrors };

/** Expense claims: named by number, as payrolls and invoices are; lines by id. */
export const receiptsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/receiptTypes',
    {
      config: { access: access('READ') },
      schema: {
        tags,
        summary: 'The kinds of expenses the tenant reimburses',
        response: { 200: z.array(receiptTypeSchema), ...readErrors },
      },
    },
    async (request) => listReceiptTypes(request.ctx),
  );

  app.get(
    '/receiptProjects',
    {
      config: { access: access('CREATE') },
      schema: {
        tags,
        summary: 'Projects a receipt can be for: my bookings around today (the office: all)',
        response: { 200: z.array(receiptProjectSchema), ...readErrors },
      },
    },
    async (request) => listReceiptProjects(request.ctx),
  );

  app.get(
    '/companies/:id/receiptTemplates',
    {
      config: { access: access('READ') },
      schema: {
        tags,
        summary: "The company's ready-made receipts (type and description to start from)",
        params: byIdParamsSchema,
        response: { 200: z.array(receiptTemplateSchema), ...readErrors },
      },
    },
    async (request) => listReceiptTemplates(request.ctx, request.params.id),
  );

  app.get(
    '/receipts',
    {
      config: { access: access('READ') },
      schema: {
        tags,
        summary: 'My receipts, or everybody’s for the office; newest first, with filters',
        querystring: receiptListQuerySchema,
        response: { 200: pageSchema(receiptSummarySchema), ...readErrors },
      },
    },
    async (request) => listReceipts(request.ctx, request.query),
  );

  app.post(
    '/receipts',
    {
      config: { access: access('CREATE') },
      schema: {
        tags,
        summary: 'A new draft receipt of my own, with its lines (amounts in cents)',
        body: createReceiptInputSchema,
        response: { 201: receiptDetailSchema, ...writeErrors },
      },
    },
    async (request, reply) => created(reply, createReceipt(request.ctx, request.body)),
  );

  app.get(
    '/receipts/:number',
    {
      config: { access: access('READ') },
      schema: {
        tags,
        summary: 'One receipt with its lines, documents and what I may do with it',
        params: numberParams,
        response: { 200: receiptDetailSchema, ...readErrors },
      },
    },
    async (request) => getReceipt(request.ctx, request.params.number),
  );

  app.get(
    '/receipts/:number/activities',
    {
      config: { access: access('READ') },
      schema: {
        tags,
        summary: "The receipt's history: created, submitted, approved or rejected",
        params: numberParams,
        querystring: listQuerySchema,
        response: { 200: pageSchema(activitySchema), ...readErrors },
      },
    },
    async (request) => receiptActivities(request.ctx, request.params.number, request.query),
  );

  app.post(
    '/receipts/:number/items',
    {
      config: { access: access('CREATE') },
      schema: {
        tags,
        summary: 'Add a line to my draft receipt (409 RECEIPT_NOT_DRAFT otherwise)',
        params: numberParams,
        body: receiptItemInputSchema,
        response: { 201: receiptDetailSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      created(reply, addReceiptItem(request.ctx, request.params.number, request.body)),
  );

  app.post(
    '/receiptItems/:id',
    {
      config: { access: access('CREATE') },
      schema: {
        tags,
        summary: 'Change a line of my draft receipt',
        params: byIdParamsSchema,
        body: receiptItemInputSchema,
        response: detail,
      },
    },
    async (request) => updateReceiptItem(request.ctx, request.params.id, request.body),
  );

  app.delete(
    '/receiptItems/:id',
    {
      config: { access: access('DELETE') },
      schema: {
        tags,
        summary: 'Remove a line from my draft receipt',
        params: byIdParamsSchema,
        response: detail,
      },
    },
    async (request) => deleteReceiptItem(request.ctx, request.params.id),
  );

  app.post(
    '/receipts/:number/documents',
    {
      config: { access: access('CREATE') },
      schema: {
        tags,
        summary:
          'Attach the photo (JPEG, PNG, WebP) or PDF of the paper receipt to my draft: ' +
          'multipart field "file"; the type is read from the bytes',
        params: numberParams,
        response: { 201: receiptDetailSchema, ...errorResponses(400, 401, 403, 404, 409, 413) },
      },
    },
    async (request, reply) =>
      created(
        reply,
        addReceiptDocument(request.ctx, request.params.number, await readReceiptUpload(request)),
      ),
  );

  app.post(
    '/receipts/:number/copy',
    {
      config: { access: access('CREATE') },
      schema: {
        tags,
        summary: 'A new draft from one of my receipts: same type, project and lines, dated today',
        params: numberParams,
        response: { 201: receiptDetailSchema, ...writeErrors },
      },
    },
    async (request, reply) => created(reply, copyReceipt(request.ctx, request.params.number)),
  );

  app.post(
    '/receipts/:number/submission',
    {
      config: { access: access('CREATE') },
      schema: {
        tags,
        summary: 'Hand my draft to the office (needs a line and a photo or PDF)',
        params: numberParams,
        response: detail,
      },
    },
    async (request) => submitReceipt(request.ctx, request.params.number),
  );

  app.post(
    '/receipts/:number/approval',
    {
      config: { access: access('EDIT') },
      schema: {
        tags,
        summary: 'Office: approve a submitted receipt; its total goes onto the next payroll',
        params: numberParams,
        response: detail,
      },
    },
    async (request) => approveReceipt(request.ctx, request.params.number),
  );

  app.post(
    '/receipts/:number/rejection',
    {
      config: { access: access('EDIT') },
      schema: {
        tags,
        summary: 'Office: reject a submitted receipt with a reason',
        params: numberParams,
        body: rejectReceiptInputSchema,
        response: detail,
      },
    },
    async (request) => rejectReceipt(request.ctx, request.params.number, request.body),
  );

  app.delete(
    '/receipts/:number',
    {
      config: { access: access('DELETE') },
      schema: {
        tags,
        summary: 'Delete a draft receipt (mine, or any for the office)',
        params: numberParams,
        response: { 200: messageSchema, ...writeErrors },
      },
    },
    async (request) => deleteReceipt(request.ctx, request.params.number),
  );
};
