import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { tenantHosts, tenants } from '../db/schema';
import { AppError } from '../lib/app-error';

export type RequestTenant = { id: number; name: string; host: string };

declare module 'fastify' {
  interface FastifyRequest {
    tenant: RequestTenant;
  }
}

const cacheTtlMs = 60_000;

/** Host names change rarely and every request needs one: cache lookups briefly per node. */
const createHostResolver = (db: Database) => {
  const cache = new Map<string, { tenant: RequestTenant | null; expires: number }>();
  return async (host: string): Promise<RequestTenant | null> => {
    const cached = cache.get(host);
    if (cached && cached.expires > Date.now()) return cached.tenant;
    const [row] = await db
      .select({ id: tenants.id, name: tenants.name })
      .from(tenantHosts)
      .innerJoin(tenants, eq(tenants.id, tenantHosts.tenantId))
      .where(eq(tenantHosts.host, host));
    const tenant = row ? { ...row, host } : null;
    cache.set(host, { tenant, expires: Date.now() + cacheTtlMs });
    return tenant;
  };
};

export const requestHost = (request: FastifyRequest): string =>
  request.hostname.toLowerCase().replace(/:\d+$/, '');

const unknownHostPage = (host: string): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Unknown workspace</title>
<style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;background:#eef4f8;color:#1c3d5a}
main{max-width:28rem;padding:2rem;text-align:center}h1{font-size:1.4rem}</style></head>
<body><main><h1>This address is not connected to a Crewhub workspace</h1>
<p>No workspace answers on <strong>${host.replace(/[^a-z0-9.\-[\]:]/gi, '')}</strong>. Check the link you were sent or ask your planner for the right address.</p></main></body></html>`;

/** Resolves the tenant from the Host header; an unknown host never reaches any tenant's data. */
export const tenantPlugin = fp(async (app: FastifyInstance, options: { db: Database }) => {
  const resolve = createHostResolver(options.db);
  app.decorateRequest('tenant', null as unknown as RequestTenant);
  app.addHook('onRequest', async (request, reply) => {
    const host = requestHost(request);
    const tenant = await resolve(host);
    if (tenant) {
      request.tenant = tenant;
      return;
    }
    if (request.url.startsWith('/api/')) {
      throw new AppError('UNKNOWN_TENANT', `No workspace is configured for host ${host}`);
    }
    return reply.status(404).type('text/html').send(unknownHostPage(host));
  });
});
