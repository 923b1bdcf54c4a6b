import {
  crewParamsSchema,
  crewPhotoParamsSchema,
  crewPhotoSchema,
  openSecurityCheckInputSchema,
  securityCheckParamsSchema,
  securityCheckSchema,
  sentResultSchema,
  signSecurityCheckInputSchema,
} from '@crewhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invalidField } from '../../lib/app-error';
import { findUnsafeUploadText } from '../../lib/unsafe-text';
import { errorResponses } from '../../lib/error-responses';
import { readErrors, writeErrors } from '../../lib/route-schemas';
import { binaryResponse, pdfDownload } from '../../lib/http-replies';
import { isAllowedPhotoType } from './photo-type';
import {
  approveCrewPhoto,
  listCrewPhotos,
  rejectCrewPhoto,
  unsupportedPhoto,
  uploadCrewPhoto,
} from './photos.service';
import {
  getSecurityCheck,
  listSecurityChecks,
  openSecurityCheck,
  securityCheckPdf,
  sendSecurityCheck,
  signSecurityCheck,
  type CheckRef,
} from './security-checks.service';

const tags = ['project crews'];
const checkPath = '/projectCrews/:id/securityChecks/:checkId';
const checkRef = (params: { id: number; checkId: number }): CheckRef => ({
  crewId: params.id,
  checkId: params.checkId,
});

/** Crew photos and security checks. */
export const crewExtrasRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/projectCrews/:id/photos',
    {
      schema: {
        tags,
        summary: 'Upload a photo (multipart field "file"; JPEG, PNG, WebP or HEIC up to 10 MB)',
        params: crewParamsSchema,
        response: { 201: crewPhotoSchema, ...errorResponses(400, 401, 403, 404, 413) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw invalidField('headers.content-type', 'Send the photo as multipart/form-data');
      }
      const part = await request.file();
      if (!part) throw invalidField('body.file', 'Send the photo in the field "file"');
      const unsafe = findUnsafeUploadText(part.filename);
      if (unsafe) {
        part.file.resume();
        throw invalidField(unsafe.field, unsafe.message);
      }
      if (!isAllowedPhotoType(part.mimetype)) {
        // Drain the stream so the connection can be reused, then refuse.
        part.file.resume();
        throw unsupportedPhoto();
      }
      // Over 10 MB, toBuffer throws FST_REQ_FILE_TOO_LARGE, which the error handler turns into 413.
      const bytes = await part.toBuffer();
      const photo = await uploadCrewPhoto(request.ctx, request.params.id, {
        filename: part.filename,
        declaredType: part.mimetype,
        bytes,
      });
      reply.status(201);
      return photo;
    },
  );

  app.get(
    '/projectCrews/:id/photos',
    {
      schema: {
        tags,
        summary: 'Crew photos (approved ones, plus own and pending ones for the crew chief)',
        params: crewParamsSchema,
        response: { 200: z.array(crewPhotoSchema), ...readErrors },
      },
    },
    async (request) => listCrewPhotos(request.ctx, request.params.id),
  );

  for (const [decision, decide] of [
    ['approve', approveCrewPhoto],
    ['reject', rejectCrewPhoto],
  ] as const) {
    app.post(
      `/projectCrews/:id/photos/:photoId/${decision}`,
      {
        config: { access: { rights: [['crews', 'EDIT']] } },
        schema: {
          tags,
          summary: `${decision === 'approve' ? 'Approve' : 'Reject'} a pending crew photo (planners)`,
          params: crewPhotoParamsSchema,
          response: { 200: crewPhotoSchema, ...writeErrors },
        },
      },
      async (request) => decide(request.ctx, request.params.id, request.params.photoId),
    );
  }

  app.get(
    '/projectCrews/:id/securityChecks',
    {
      schema: {
        tags,
        summary: 'Security checks of the crew per form, date and shift',
        params: crewParamsSchema,
        response: { 200: z.array(securityCheckSchema), ...readErrors },
      },
    },
    async (request) => listSecurityChecks(request.ctx, request.params.id),
  );

  app.post(
    '/projectCrews/:id/securityChecks',
    {
      schema: {
        tags,
        summary: 'Open the security check for a form, date and shift (crew chief; idempotent)',
        params: crewParamsSchema,
        body: openSecurityCheckInputSchema,
        response: { 200: securityCheckSchema, ...readErrors },
      },
    },
    async (request) => openSecurityCheck(request.ctx, request.params.id, request.body),
  );

  app.get(
    checkPath,
    {
      schema: {
        tags,
        summary: 'One security check',
        params: securityCheckParamsSchema,
        response: { 200: securityCheckSchema, ...readErrors },
      },
    },
    async (request) => getSecurityCheck(request.ctx, checkRef(request.params)),
  );

  app.get(
    `${checkPath}/download`,
    {
      schema: {
        tags,
        summary: 'Security check PDF (the signed copy once signed)',
        params: securityCheckParamsSchema,
        response: { 200: binaryResponse, ...readErrors },
      },
    },
    async (request, reply) =>
      pdfDownload(reply, await securityCheckPdf(request.ctx, checkRef(request.params))),
  );

  app.post(
    `${checkPath}/download/signed`,
    {
      schema: {
        tags,
        summary: 'Sign the security check with answers and a signature PNG (crew chief)',
        params: securityCheckParamsSchema,
        body: signSecurityCheckInputSchema,
        response: { 200: securityCheckSchema, ...writeErrors },
      },
    },
    async (request) => signSecurityCheck(request.ctx, checkRef(request.params), request.body),
  );

  app.post(
    `${checkPath}/signed/send`,
    {
      schema: {
        tags,
        summary: 'E-mail the signed security check (PDF attached) to the contact on site',
        params: securityCheckParamsSchema,
        response: { 200: sentResultSchema, ...writeErrors },
      },
    },
    async (request) => sendSecurityCheck(request.ctx, checkRef(request.params)),
  );
};
