import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { tenantHosts, tenants } from '../db/schema';
import { AppError } from '../lib/app-error';

/**
 * `host` is the known host this request came on; `origin` is where links must point;
 * `frameAncestors` the origins (space-separated) whose pages may embed the app.
 */
export type RequestTenant = {
  id: number;
  name: string;
  host: string;
  origin: string;
  frameAncestors: string;
};

/**
 * A tenant as its own background work sees it (outbox jobs), on its public origin. The tenant
 * table is global: read it on the worker's connection, before entering the tenant.
 */
export const backgroundTenant = async (
  db: Database,
  tenantId: number,
): Promise<RequestTenant | null> => {
  const [row] = await db.select().from(tenants).where(eq(tenants.id, tenantId));
  if (!row) return null;
  return {
    id: tenantId,
    name: row.name,
    origin: row.publicOrigin,
    host: new URL(row.publicOrigin).host,
    frameAncestors: row.frameAncestors,
  };
};

declare module 'fastify' {
  interface FastifyRequest {
    tenant: RequestTenant;
  }
  interface FastifyContextConfig {
    /** Answers even while the tenant's subscription is suspended (what the sign-in page needs). */
    openWhenSuspended?: boolean;
  }
}

type ResolvedHost = { tenant: RequestTenant; suspended: boolean } | null;

const cacheTtlMs = 60_000;

const withHost = (
  { suspended, ...row }: Omit<RequestTenant, 'host'> & { suspended: boolean },
  host: string,
): ResolvedHost => ({ tenant: { ...row, host }, suspended });

/** Host names change rarely and every request needs one: cache lookups briefly per node. */
const createHostResolver = (db: Database) => {
  const cache = new Map<string, { resolved: ResolvedHost; expires: number }>();
  return async (host: string): Promise<ResolvedHost> => {
    const cached = cache.get(host);
    if (cached && cached.expires > Date.now()) return cached.resolved;
    const [row] = await db
      .select({
        id: tenants.id,
        name: tenants.name,
        origin: tenants.publicOrigin,
        frameAncestors: tenants.frameAncestors,
        suspended: sql<boolean>`${tenants.subscriptionSuspendedAt} is not null`,
      })
      .from(tenantHosts)
      .innerJoin(tenants, eq(tenants.id, tenantHosts.tenantId))
      .where(eq(tenantHosts.host, host));
    const resolved = row ? withHost(row, host) : null;
    cache.set(host, { resolved, expires: Date.now() + cacheTtlMs });
    return resolved;
  };
};

/** A host name or bracketed IPv6 address, then at most a numeric port: nothing else. */
const hostHeader = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::\d{1,5})?$/i;

/**
 * The tenant host the request names, or null when the Host header is anything but a host with
 * an optional port. Splitting at the first colon would accept `localhost:3000@attacker.example`
 * as `localhost`, and anything that once built a link from that header pointed elsewhere.
 */
export const requestHost = (request: FastifyRequest): string | null => {
  const match = hostHeader.exec(request.host);
  return match ? match[1]!.toLowerCase() : null;
};

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
    if (request.routeOptions.config.infrastructure) return;
    const host = requestHost(request);
    const resolved = host === null ? null : await resolve(host);
    if (resolved) {
      request.tenant = resolved.tenant;
      // A lapsed subscription closes the API; the pages and their settings still load, so the
      // sign-in form can say why (section 8: "subscription issue, contact support").
      if (
        resolved.suspended &&
        request.url.startsWith('/api/') &&
        !request.routeOptions.config.openWhenSuspended
      ) {
        throw new AppError(
          'SUBSCRIPTION_INACTIVE',
          'There is an issue with your subscription, please contact support',
        );
      }
      return;
    }
    const named = host ?? request.host;
    if (request.url.startsWith('/api/')) {
      throw new AppError('UNKNOWN_TENANT', `No workspace is configured for host ${named}`);
    }
    return reply.status(404).type('text/html').send(unknownHostPage(named));
  });
});
