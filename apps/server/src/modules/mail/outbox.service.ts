import type { OutboxJob } from '@crewhub/shared';
import type { Database } from '../../db/client';
import { withTenant } from '../../db/tenant-scope';
import { AppError, notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/request-context';
import { hashToken } from '../../lib/secure-token';
import type { RequestTenant } from '../../plugins/tenant';
import { mailRepository } from './mail.repository';

/** GET /outboxJobs: mail that could not be delivered after its last try, newest first. */
export const listDeadJobs = async (ctx: RequestContext): Promise<OutboxJob[]> => {
  const rows = await mailRepository.deadJobs(ctx.tx, ctx.tenant.id);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
};

/** POST /outboxJobs/{id}/retry: a dead job gets a fresh set of tries, starting now. */
export const retryDeadJob = async (ctx: RequestContext, id: number) => {
  const job = await mailRepository.jobById(ctx.tx, ctx.tenant.id, id);
  if (!job) throw notFound('Job');
  if (job.status !== 'dead') {
    throw new AppError('OUTBOX_JOB_NOT_DEAD', 'Only undelivered mail can be sent again');
  }
  await mailRepository.requeue(ctx.tx, ctx.tenant.id, id, ctx.clock.now());
};

/**
 * POST /emailMessages/unsubscribe: the token of one mail unsubscribes its recipient from that
 * mail's category. Unknown tokens, tokens of deleted mail and other tenants' tokens all answer
 * the same 404.
 */
export const unsubscribe = (db: Database, tenant: RequestTenant, token: string) =>
  withTenant(db, tenant.id, async (tx) => {
    const message = await mailRepository.messageByUnsubscribeHash(tx, tenant.id, hashToken(token));
    if (!message?.category) {
      throw new AppError('LINK_INVALID', 'This link is invalid or has expired.');
    }
    for (const address of message.recipients) {
      await mailRepository.optOut(tx, tenant.id, address, message.category);
    }
    return { category: message.category };
  });
