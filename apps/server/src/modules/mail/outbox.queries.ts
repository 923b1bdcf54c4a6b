import { outboxMaxAttempts, type OutboxJobKind } from '@crewhub/shared';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { outboxJobs, tenants } from '../../db/schema';
import { withTenant } from '../../db/tenant-scope';
import type { RequestTenant } from '../../plugins/tenant';
import { mailRepository, type NewOutboxJob } from './mail.repository';

/**
 * Queues a job in the caller's transaction, so it runs if and only if the change that caused it
 * commits. `runAfter` delays it (a reminder, a push held through the night).
 */
export const queueOutboxJob = <K extends OutboxJobKind>(
  tx: Executor,
  job: Omit<NewOutboxJob<K>, 'maxAttempts'>,
) => mailRepository.insertJob(tx, { ...job, maxAttempts: outboxMaxAttempts });

/**
 * Jobs waiting to go out (pending or being sent), over every tenant: the queue depth the metrics
 * report. Row-level security shows one tenant at a time, so it counts tenant by tenant.
 */
export const outboxDepth = async (db: Database): Promise<number> => {
  const tenantIds = await db.select({ id: tenants.id }).from(tenants);
  let depth = 0;
  for (const { id } of tenantIds) {
    const [row] = await withTenant(db, id, (tx) =>
      tx
        .select({ waiting: count() })
        .from(outboxJobs)
        .where(
          and(eq(outboxJobs.tenantId, id), inArray(outboxJobs.status, ['pending', 'sending'])),
        ),
    );
    depth += row?.waiting ?? 0;
  }
  return depth;
};

/**
 * The tenant a job runs for, as a request would carry it: a job has no Host, so its links go
 * to the tenant's public origin like every link. The tenant table is global: read it with the
 * worker's connection, before entering the tenant.
 */
export const jobTenant = async (db: Database, tenantId: number): Promise<RequestTenant> => {
  const [row] = await db.select().from(tenants).where(eq(tenants.id, tenantId));
  if (!row) throw new Error(`tenant ${tenantId} is gone`);
  return {
    id: row.id,
    name: row.name,
    origin: row.publicOrigin,
    host: new URL(row.publicOrigin).host,
    frameAncestors: row.frameAncestors,
  };
};
