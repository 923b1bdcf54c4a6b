import {
  byIdParamsSchema,
  documentDownloadSchema,
  documentSchema,
  documentTypeSchema,
  entityIdParamsSchema,
  listQuerySchema,
  pageSchema,
  projectNumberParamsSchema,
  reviewDocumentInputSchema,
  uploadDocumentFieldsSchema,
} from '@crewhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import { readErrors, writeErrors } from '../../lib/route-schemas';
import { binaryResponse, contentDisposition } from '../../lib/http-replies';
import { documentReviewGrants } from './document-access';
import { readDocumentUpload } from './document-upload';
import {
  documentFile,
  getDocument,
  listDocumentDownloads,
  listDocumentTypes,
  listDocumentsToReview,
  listProjectDocuments,
  reviewDocument,
  uploadPersonDocument,
  uploadProjectDocument,
} from './documents.service';

const tags = ['documents'];
const readAttachments = {
  rights: [['projectAttachments', 'READ']] as ['projectAttachments', 'READ'][],
};

/**
 * Documents: types, one document and its file, the review of uploads, a project's documents
 * and its crew's papers, a person's own uploads.
 */
export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/documentTypes',
    {
      schema: {
        tags,
        summary: 'Document types with their category and parameters',
        querystring: listQuerySchema,
        response: { 200: pageSchema(documentTypeSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listDocumentTypes(request.ctx, request.query),
  );

  app.get(
    '/documentApprovals',
    {
      config: { access: { rights: documentReviewGrants } },
      schema: {
        tags,
        summary:
          'Uploads of people, companies and projects that await approval, oldest first ' +
          '(office: projectAttachments EDIT for all projects)',
        querystring: listQuerySchema,
        response: { 200: pageSchema(documentSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listDocumentsToReview(request.ctx, request.query),
  );

  app.get(
    '/documents/:id',
    {
      schema: {
        tags,
        summary: 'One document with a signed link to its file (own papers or within your scope)',
        params: entityIdParamsSchema,
        response: { 200: documentSchema, ...readErrors },
      },
    },
    async (request) => getDocument(request.ctx, request.params.id),
  );

  app.post(
    '/documents/:id',
    {
      config: { access: { rights: documentReviewGrants } },
      schema: {
        tags,
        summary:
          'Approve or reject an uploaded document that awaits approval, optionally correcting ' +
          'its name and type (office: projectAttachments EDIT for all projects)',
        params: entityIdParamsSchema,
        body: reviewDocumentInputSchema,
        response: { 200: documentSchema, ...writeErrors },
      },
    },
    async (request) => reviewDocument(request.ctx, request.params.id, request.body),
  );

  app.get(
    '/persons/:id/documentDownloads',
    {
      config: { access: { rights: documentReviewGrants } },
      schema: {
        tags,
        summary:
          "Who opened the person's papers other than the person, newest first (office: " +
          'projectAttachments EDIT for all projects)',
        params: entityIdParamsSchema,
        querystring: listQuerySchema,
        response: { 200: pageSchema(documentDownloadSchema), ...readErrors },
      },
    },
    async (request) => listDocumentDownloads(request.ctx, request.params.id, request.query),
  );

  app.get(
    '/documents/:id/file',
    {
      schema: {
        tags,
        summary: 'The file of a document (download)',
        params: entityIdParamsSchema,
        response: { 200: binaryResponse, ...readErrors },
      },
    },
    async (request, reply) => {
      const { file, bytes } = await documentFile(request.ctx, request.params.id);
      reply
        .header('content-type', file.contentType)
        .header('content-disposition', contentDisposition(file.filename, 'attachment'))
        .header('x-content-type-options', 'nosniff');
      return bytes;
    },
  );

  app.get(
    '/projects/:number/documents',
    {
      config: { access: readAttachments },
      schema: {
        tags,
        summary: 'Documents of the project, newest first (clients: approved ones)',
        params: projectNumberParamsSchema,
        querystring: listQuerySchema,
        response: { 200: pageSchema(documentSchema), ...readErrors },
      },
    },
    async (request) =>
      listProjectDocuments(request.ctx, request.params.number, request.query, 'project'),
  );

  app.post(
    '/projects/:number/documents',
    {
      config: { access: { rights: [['projectAttachments', 'CREATE']] } },
      schema: {
        tags,
        summary:
          'Upload a project document: multipart fields typeId, name?, documentDate?, then "file" ' +
          '(PDF, image, DOCX or XLSX up to 10 MB); it awaits approval',
        params: projectNumberParamsSchema,
        response: { 201: documentSchema, ...errorResponses(400, 401, 403, 404, 413) },
      },
    },
    async (request, reply) => {
      const upload = await readDocumentUpload(request, uploadDocumentFieldsSchema);
      const document = await uploadProjectDocument(request.ctx, request.params.number, upload);
      reply.status(201);
      return document;
    },
  );

  app.post(
    '/persons/:id/documents',
    {
      schema: {
        tags,
        summary:
          'Upload one of my own papers (ID, certificate): multipart fields typeId (a crew member ' +
          'or social security type), name?, documentDate?, then "file" (as project documents); ' +
          'it awaits approval. Only for oneself',
        params: byIdParamsSchema,
        response: { 201: documentSchema, ...errorResponses(400, 401, 403, 404, 413) },
      },
    },
    async (request, reply) => {
      const upload = await readDocumentUpload(request, uploadDocumentFieldsSchema);
      const document = await uploadPersonDocument(request.ctx, request.params.id, upload);
      reply.status(201);
      return document;
    },
  );

  app.get(
    '/projects/:number/crewMembersDocuments',
    {
      config: { access: readAttachments },
      schema: {
        tags,
        summary: "The crew members' own documents (IDs, certificates) of people on the project",
        params: projectNumberParamsSchema,
        querystring: listQuerySchema,
        response: { 200: pageSchema(documentSchema), ...readErrors },
      },
    },
    async (request) =>
      listProjectDocuments(request.ctx, request.params.number, request.query, 'crew'),
  );
};
