import { tenantSettingsSchema, tenantSummarySchema } from '@crewhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { getTenantSettings, getTenantSummary } from './tenants.service';

export const tenantsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/tenant/settings',
    {
      config: { access: { public: true }, openWhenSuspended: true },
      schema: {
        tags: ['tenant'],
        summary: 'Public settings of the tenant this host belongs to (before login)',
        response: { 200: tenantSettingsSchema },
      },
    },
    async (request, reply) => {
      // The web app loads this first, so it is where the browser receives its XSRF cookie.
      reply.ensureXsrfCookie();
      return getTenantSettings(db, request.tenant);
    },
  );

  app.get(
    '/tenant',
    {
      config: { access: { guests: ['project', 'pluscrew'] } },
      schema: {
        tags: ['tenant'],
        summary: 'Tenant name, language and theme',
        response: { 200: tenantSummarySchema },
      },
    },
    async (request) => getTenantSummary(request.ctx),
  );
};
