import {
  documentSigningSchema,
  documentToSignSchema,
  entityIdParamsSchema,
  listQuerySchema,
  pageSchema,
  signDocumentInputSchema,
  signDocumentParamsSchema,
} from '@crewhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import { readErrors, writeErrors } from '../../lib/route-schemas';
import { getDocumentSigning, listDocumentsToSign } from './document-signing.service';
import { signDocumentSignature, signSignatory } from './sign-document.service';

const tags = ['documents'];
const signingResponse = { 200: documentSigningSchema, ...writeErrors };

/**
 * Document signing: the caller's documents to sign, one document's signatories
 * with the caller's flags, and signing one signature or all of a signatory's at once. Being a
 * signatory is the permission; guests are refused (no `access` declared).
 */
export const documentSigningRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/documentsToSign',
    {
      schema: {
        tags,
        summary: 'My documents that are ready for my signature, newest first',
        querystring: listQuerySchema,
        response: { 200: pageSchema(documentToSignSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listDocumentsToSign(request.ctx, request.query),
  );

  app.get(
    '/documents/:id/signing',
    {
      schema: {
        tags,
        summary:
          'A document with its signatories, signatures to sign and my flags (isReadyToSign, ' +
          'isSigned); for its signatories and whoever may open the document',
        params: entityIdParamsSchema,
        response: { 200: documentSigningSchema, ...readErrors },
      },
    },
    async (request) => getDocumentSigning(request.ctx, request.params.id),
  );

  app.post(
    '/documents/:id/sign/:n',
    {
      schema: {
        tags,
        summary:
          'Sign my n-th signature to sign (1-based): signature PNG data URL, optional rating 1-5 ' +
          'and form fields; 409 when signed already or not my turn',
        params: signDocumentParamsSchema,
        body: signDocumentInputSchema,
        response: signingResponse,
      },
    },
    async (request) => signDocumentSignature(request.ctx, request.params, request.body),
  );

  app.post(
    '/documentSignatories/:id/sign',
    {
      schema: {
        tags,
        summary: "Sign all of one of my signatories' open signatures at once",
        params: entityIdParamsSchema,
        body: signDocumentInputSchema,
        response: signingResponse,
      },
    },
    async (request) => signSignatory(request.ctx, request.params.id, request.body),
  );
};
