import {
  entityIdParamsSchema,
  listQuerySchema,
  mobileDocumentListQuerySchema,
  mobileDocumentSchema,
  pageSchema,
  uploadMobileDocumentFieldsSchema,
} from '@crewhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import { readErrors } from '../../lib/route-schemas';
import { readDocumentUpload } from '../documents';
import {
  listMobileDocuments,
  listRateCardDocuments,
  uploadMobileDocument,
} from './mobile-documents.service';

const tags = ['mobile documents'];

/**
 * Mobile documents: company papers, rate agreements and rate card papers by login type and
 * rights; files through signed, expiring links. The office (mobileDocuments EDIT) adds them.
 */
export const mobileDocumentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/mobileDocuments',
    {
      config: { access: { rights: [['mobileDocuments', 'READ']] } },
      schema: {
        tags,
        summary:
          'Documents for my login types, newest first; rate agreements and rate card papers ' +
          'need rateCards READ (clients: the general ones and their own company’s)',
        querystring: mobileDocumentListQuerySchema,
        response: { 200: pageSchema(mobileDocumentSchema), ...readErrors },
      },
    },
    async (request) => listMobileDocuments(request.ctx, request.query),
  );

  app.post(
    '/mobileDocuments',
    {
      config: { access: { rights: [['mobileDocuments', 'EDIT']] } },
      schema: {
        tags,
        summary:
          'Add a document: multipart fields kind, name, description?, loginTypes? (comma-' +
          'separated), companyId? (rate agreements), rateCardId? (rate card papers), ' +
          'publishedOn?, then "file" (PDF, image, DOCX or XLSX up to 10 MB)',
        response: { 201: mobileDocumentSchema, ...errorResponses(400, 401, 403, 413) },
      },
    },
    async (request, reply) => {
      const upload = await readDocumentUpload(request, uploadMobileDocumentFieldsSchema);
      const document = await uploadMobileDocument(request.ctx, upload);
      reply.status(201);
      return document;
    },
  );

  app.get(
    '/rateCards/:id/documents',
    {
      config: { access: { rights: [['rateCards', 'READ']] } },
      schema: {
        tags,
        summary: 'The documents that go with a rate card I can see',
        params: entityIdParamsSchema,
        querystring: listQuerySchema,
        response: { 200: pageSchema(mobileDocumentSchema), ...readErrors },
      },
    },
    async (request) => listRateCardDocuments(request.ctx, request.params.id, request.query),
  );
};
