import {
  calendarFeedQuerySchema,
  errorResponseSchema,
  projectNumberParamsSchema,
} from '@crewhub/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { binaryResponse } from '../../lib/http-replies';
import type { ModuleDeps, RequestContext } from '../../lib/request-context';
import { readErrors } from '../../lib/route-schemas';
import {
  calculationReport,
  crewMembersExport,
  deliveryNotesExport,
  projectCalendarFeed,
  projectReport,
} from './project-exports.service';
import { xlsxContentType } from './spreadsheets';

const tags = ['projects'];
const params = projectNumberParamsSchema;

/**
 * Sets the headers of a file answer and gives its body for the handler to return (binary and
 * text bodies bypass the JSON serializer); downloads get a safe file name.
 */
const fileBody = (
  reply: FastifyReply,
  contentType: string,
  filename: string | null,
  body: Buffer | Uint8Array | string,
) => {
  if (filename) {
    reply.header(
      'content-disposition',
      `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`,
    );
  }
  reply.header('content-type', contentType);
  return typeof body === 'string' ? body : Buffer.from(body);
};

type Export = (ctx: RequestContext, number: string) => Promise<Buffer>;

/** Project downloads (XLSX, PDF) and the public iCal feed. */
export const projectExportsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const xlsxExports: [string, string, Export, 'READ' | 'EDIT'][] = [
    [
      'exportProjectCalculationReportXLXS',
      'Project calculation report (XLSX)',
      calculationReport,
      'EDIT',
    ],
    ['exportCrewMembersDocuments', 'Crew members of the project (XLSX)', crewMembersExport, 'READ'],
    [
      'exportDeliveryNotes',
      'Delivery notes of the project crews (XLSX)',
      deliveryNotesExport,
      'READ',
    ],
  ];
  for (const [path, summary, build, right] of xlsxExports) {
    app.post(
      `/projects/:number/${path}`,
      {
        config: { access: { rights: [['projects', right]] } },
        schema: { tags, summary, params, response: { 200: binaryResponse, ...readErrors } },
      },
      async (request, reply) => {
        const file = await build(request.ctx, request.params.number);
        return fileBody(reply, xlsxContentType, `${path}-${request.params.number}.xlsx`, file);
      },
    );
  }

  app.get(
    '/projects/:number/report',
    {
      config: { access: { rights: [['projects', 'READ']] } },
      schema: {
        tags,
        summary: 'Project report (PDF)',
        params,
        response: { 200: binaryResponse, ...readErrors },
      },
    },
    async (request, reply) => {
      const pdf = await projectReport(request.ctx, request.params.number);
      return fileBody(reply, 'application/pdf', `project-${request.params.number}.pdf`, pdf);
    },
  );

  app.get(
    '/projects/:number/calendar.ics',
    {
      // Calendar apps subscribe without logging in; the token in the link is the key.
      config: { access: { public: true } },
      schema: {
        tags,
        summary: 'iCal feed of the project (RFC 5545), by secret link',
        params,
        querystring: calendarFeedQuerySchema,
        response: { 200: binaryResponse, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const ics = await projectCalendarFeed(
        { db: deps.db, clock: deps.clock, tenant: request.tenant },
        request.params.number,
        request.query.token,
      );
      return fileBody(reply, 'text/calendar; charset=utf-8', null, ics);
    },
  );
};
