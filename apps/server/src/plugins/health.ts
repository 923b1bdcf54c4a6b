import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { queryRows, type Database } from '../db/client';

/** Whether this node is going away: set on SIGTERM, read by /readyz and the load balancer. */
export type Lifecycle = { shuttingDown: boolean };

export type HealthOptions = { db: Database; lifecycle: Lifecycle; migrationsFolder: string };

/** Routes that answer on any host, before tenant resolution, and outside the request cap. */
export const infrastructureRoute = { access: { public: true }, infrastructure: true } as const;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Health and metrics: answered on any Host header (load balancers call by IP). */
    infrastructure?: boolean;
  }
}

const expectedMigrations = (folder: string): number =>
  (
    JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    }
  ).entries.length;

/** Why the node cannot take traffic, or null when it can. */
const notReadyReason = async (options: HealthOptions, expected: number): Promise<string | null> => {
  if (options.lifecycle.shuttingDown) return 'shutting down';
  try {
    await options.db.execute(sql`select 1`);
  } catch {
    return 'database unreachable';
  }
  const [row] = await queryRows<{ applied: number }>(
    options.db,
    sql`select case when to_regclass('drizzle.__drizzle_migrations') is null then 0
      else (select count(*)::int from drizzle.__drizzle_migrations) end as applied`,
  );
  return (row?.applied ?? 0) < expected ? 'migrations pending' : null;
};

/**
 * GET /healthz: the process answers (liveness). GET /readyz: the database answers, every
 * migration is applied and the node is not shutting down (readiness); 503 otherwise, so a load
 * balancer stops sending new requests before the node closes.
 */
export const healthPlugin = fp(async (app: FastifyInstance, options: HealthOptions) => {
  const expected = expectedMigrations(options.migrationsFolder);
  app.get('/healthz', { config: infrastructureRoute, schema: { hide: true } }, async () => ({
    status: 'ok',
  }));
  app.get('/readyz', { config: infrastructureRoute, schema: { hide: true } }, async (_, reply) => {
    const reason = await notReadyReason(options, expected);
    if (reason === null) return { status: 'ready' };
    return reply.status(503).header('retry-after', '5').send({ status: 'unavailable', reason });
  });
});
