import {
  pageSchema,
  serviceStatusSchema,
  statusItemSchema,
  statusListQuerySchema,
  templateListQuerySchema,
  templateSchema,
} from '@crewhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readErrors } from '../../lib/route-schemas';
import {
  listStatuses,
  listTemplates,
  serviceStatus,
  type BuildInfo,
} from './reference-lists.service';

const tags = ['reference'];

/** The status catalogue, receipt templates, and the service status of the signed-in app. */
export const referenceListsRoutes: FastifyPluginAsyncZod<{ version: BuildInfo }> = async (
  app,
  { version },
) => {
  app.get(
    '/statuses',
    {
      schema: {
        tags,
        summary: 'Every status per kind of record (entity narrows it to one kind)',
        querystring: statusListQuerySchema,
        response: { 200: pageSchema(statusItemSchema), ...readErrors },
      },
    },
    async (request) => listStatuses(request.query),
  );

  app.get(
    '/templates',
    {
      config: { access: { rights: [['receipts', 'READ']] } },
      schema: {
        tags,
        summary: "Companies' receipt templates, narrowed by companyId and receiptTypeId",
        querystring: templateListQuerySchema,
        response: { 200: pageSchema(templateSchema), ...readErrors },
      },
    },
    async (request) => listTemplates(request.ctx, request.query),
  );

  app.get(
    '/status',
    {
      config: { access: { guests: ['project', 'pluscrew'] } },
      schema: {
        tags,
        summary: 'The build the server runs, its clock, and that its database answers',
        response: { 200: serviceStatusSchema, ...readErrors },
      },
    },
    async (request) => serviceStatus(request.ctx, version),
  );
};
