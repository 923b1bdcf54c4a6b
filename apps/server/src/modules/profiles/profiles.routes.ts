import {
  byIdParamsSchema,
  changeRequestSchema,
  personalDataInputSchema,
  personPictureSchema,
  profileApprovalsSchema,
  profilePictureSchema,
  profilePreferencesInputSchema,
  profileSchema,
  rejectInputSchema,
  type RejectInput,
} from '@crewhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses';
import { binaryResponse, contentDisposition } from '../../lib/http-replies';
import type { RequestContext } from '../../lib/request-context';
import type { Access } from '../../plugins/access';
import { readErrors, writeErrors } from '../../lib/route-schemas';
import {
  approveChangeRequest,
  approveProfilePicture,
  listProfileApprovals,
  rejectChangeRequest,
  rejectProfilePicture,
} from './approvals.service';
import { readPictureUpload } from './picture-upload';
import {
  getPersonPicture,
  listProfilePictures,
  openProfilePicture,
  uploadProfilePicture,
} from './profile-pictures.service';
import { getProfile, requestPersonalDataChange, setPreferences } from './profile.service';

const tags = ['profile'];
// Only the office (personProfiles EDIT with scope ALL, checked in the service) decides.
const office: { access: Access } = { access: { rights: [['personProfiles', 'EDIT']] } };

type Decide = (ctx: RequestContext, id: number, input?: RejectInput) => Promise<unknown>;

/** POST {path}/{id}/approve and /reject (with a reason) for one kind of queue entry. */
const decisionRoutes = (
  app: Parameters<FastifyPluginAsyncZod>[0],
  options: {
    path: string;
    what: string;
    response: z.ZodType;
    approve: Decide;
    reject: Decide;
  },
) => {
  const base = { tags, params: byIdParamsSchema };
  const response = { 200: options.response, ...writeErrors };
  app.post(
    `${options.path}/:id/approve`,
    { config: office, schema: { ...base, summary: `Approve ${options.what}`, response } },
    async (request) => options.approve(request.ctx, request.params.id),
  );
  app.post(
    `${options.path}/:id/reject`,
    {
      config: office,
      schema: {
        ...base,
        summary: `Reject ${options.what} with a reason`,
        body: rejectInputSchema,
        response,
      },
    },
    async (request) => options.reject(request.ctx, request.params.id, request.body),
  );
};

/** My profile (any logged-in person, only their own) and the office's approval queue. */
export const profilesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/persons/:id/profile',
    {
      schema: {
        tags,
        summary: 'My profile: personal data, preferences, pending changes (only my own)',
        params: byIdParamsSchema,
        response: { 200: profileSchema, ...readErrors },
      },
    },
    async (request) => getProfile(request.ctx, request.params.id),
  );

  app.post(
    '/persons/:id/personalData',
    {
      schema: {
        tags,
        summary: 'Ask the office to change personal data; one request per changed field',
        params: byIdParamsSchema,
        body: personalDataInputSchema,
        response: { 200: profileSchema, ...readErrors },
      },
    },
    async (request) => requestPersonalDataChange(request.ctx, request.params.id, request.body),
  );

  app.post(
    '/persons/:id/preferences',
    {
      schema: {
        tags,
        summary: 'Set my time zone, map service and language (no approval needed)',
        params: byIdParamsSchema,
        body: profilePreferencesInputSchema,
        response: { 200: profileSchema, ...readErrors },
      },
    },
    async (request) => setPreferences(request.ctx, request.params.id, request.body),
  );

  app.get(
    '/persons/:id/picture',
    {
      schema: {
        tags,
        summary: 'My approved profile picture (a signed URL), if any',
        params: byIdParamsSchema,
        response: { 200: personPictureSchema, ...readErrors },
      },
    },
    async (request) => getPersonPicture(request.ctx, request.params.id),
  );

  app.get(
    '/persons/:id/profilePictures',
    {
      schema: {
        tags,
        summary: 'My uploaded profile pictures with the office decisions, newest first',
        params: byIdParamsSchema,
        response: { 200: z.array(profilePictureSchema), ...readErrors },
      },
    },
    async (request) => listProfilePictures(request.ctx, request.params.id),
  );

  app.post(
    '/persons/:id/profilePictures',
    {
      schema: {
        tags,
        summary:
          'Upload a new profile picture (multipart: crop fields x, y, width, height, then "file"; JPEG or PNG up to 8 MB)',
        params: byIdParamsSchema,
        response: { 201: profilePictureSchema, ...readErrors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      // Only the owner may make the server decode an image, so check before reading it.
      await getPersonPicture(request.ctx, id);
      const upload = await readPictureUpload(request);
      const picture = await uploadProfilePicture(request.ctx, id, upload);
      reply.status(201);
      return picture;
    },
  );

  app.get(
    '/profilePictures/:id/file',
    {
      schema: {
        tags,
        summary: 'The picture itself (its owner and the office)',
        params: byIdParamsSchema,
        response: { 200: binaryResponse, ...readErrors },
      },
    },
    async (request, reply) => {
      const { file, bytes } = await openProfilePicture(request.ctx, request.params.id);
      reply
        .header('content-type', file.contentType)
        .header('content-disposition', contentDisposition(file.filename))
        .header('cache-control', 'private, max-age=300')
        .header('x-content-type-options', 'nosniff');
      return bytes;
    },
  );

  app.get(
    '/profileApprovals',
    {
      config: office,
      schema: {
        tags,
        summary: 'The office queue: pending personal data changes and new pictures',
        response: { 200: profileApprovalsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => listProfileApprovals(request.ctx),
  );

  decisionRoutes(app, {
    path: '/personChangeRequests',
    what: 'a personal data change',
    response: changeRequestSchema,
    approve: approveChangeRequest,
    reject: rejectChangeRequest,
  });
  decisionRoutes(app, {
    path: '/profilePictures',
    what: 'a new profile picture',
    response: profilePictureSchema,
    approve: approveProfilePicture,
    reject: rejectProfilePicture,
  });
};
