import {
  byIdParamsSchema,
  securityCheckSchema,
  signSecurityCheckInputSchema,
} from '@crewhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readErrors, writeErrors } from '../../lib/route-schemas';
import { binaryResponse, pdfDownload } from '../../lib/http-replies';
import { securityCheckPdf, signSecurityCheck } from './security-checks.service';

const tags = ['project crews'];

/**
 * Crew checks: a crew check is one security check, named by its id alone.
 * Same service and access rules as /projectCrews/{id}/securityChecks/{checkId}.
 */
export const crewChecksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/crewChecks/:id/download',
    {
      schema: {
        tags,
        summary: 'Crew check (security check) PDF; the signed copy once signed',
        params: byIdParamsSchema,
        response: { 200: binaryResponse, ...readErrors },
      },
    },
    async (request, reply) =>
      pdfDownload(
        reply,
        await securityCheckPdf(request.ctx, {
          checkId: request.params.id,
        }),
      ),
  );

  app.post(
    '/crewChecks/:id/download/signed',
    {
      schema: {
        tags,
        summary: 'Sign a crew check (security check) with answers and a signature (crew chief)',
        params: byIdParamsSchema,
        body: signSecurityCheckInputSchema,
        response: { 200: securityCheckSchema, ...writeErrors },
      },
    },
    async (request) => signSecurityCheck(request.ctx, { checkId: request.params.id }, request.body),
  );
};
