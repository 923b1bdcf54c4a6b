import { afterFailure, type OutboxJobKind } from '@crewhub/shared';
import type { SendMailOptions } from 'nodemailer';
import type { Database } from '../../db/client';
import { tenants } from '../../db/schema';
import { withTenant } from '../../db/tenant-scope';
import type { Clock } from '../../lib/clock';
import { databaseErrorOf } from '../../lib/database-errors';
import type { FileStorage } from '../../lib/storage/storage';
import type { MailTransport } from './mail-transport';
import { mailRepository } from './mail.repository';
import { outboxPayloadSchemas } from './outbox-payloads';

type ClaimedJob = Awaited<ReturnType<typeof mailRepository.claimDue>>[number];

/** Does what one job of a kind says; throwing means "try again later" (or dead after the last). */
export type OutboxJobHandler = (job: {
  tenantId: number;
  id: number;
  payload: unknown;
}) => Promise<void>;

export type OutboxWorkerDeps = {
  db: Database;
  storage: FileStorage;
  transport: MailTransport;
  clock: Clock;
  /** How long a claimed job stays with its worker before another may take it over. */
  leaseMs?: number;
  onError?: (error: unknown) => void;
  /** What the other kinds do (push, reminders): their modules provide it, main.ts wires it. */
  handlers?: Partial<Record<Exclude<OutboxJobKind, 'email'>, OutboxJobHandler>>;
};

const batchSize = 20;

/**
 * What the office sees of a failure: the SMTP server's or push service's answer, but of a
 * database error only its code (its message can hold personal data).
 */
const failureText = (error: unknown): string => {
  const database = databaseErrorOf(error);
  if (database) return `database error ${database.code}`;
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
};

/** The message as nodemailer sends it; attachments come from storage, not from links. */
const buildMessage = async (
  deps: OutboxWorkerDeps,
  job: { tenantId: number; payload: unknown },
): Promise<SendMailOptions> => {
  const payload = outboxPayloadSchemas.email.parse(job.payload);
  const loaded = await withTenant(deps.db, job.tenantId, (tx) =>
    mailRepository.messageToSend(tx, job.tenantId, payload.emailMessageId),
  );
  if (!loaded) throw new Error(`e-mail message ${payload.emailMessageId} is gone`);
  const { message, attachments } = loaded;
  const files = await Promise.all(
    attachments.map(async (attachment) => {
      const bytes = await deps.storage.get(attachment.storageKey);
      if (!bytes) throw new Error(`attachment ${attachment.filename} is missing in storage`);
      return { filename: attachment.filename, contentType: attachment.contentType, content: bytes };
    }),
  );
  const invitation = files.find((file) => calendarMethodOf(file.contentType));
  return {
    from: message.sender,
    to: message.recipients,
    subject: message.subject,
    text: message.body,
    html: message.html ?? undefined,
    headers: { 'List-Unsubscribe': `<${payload.listUnsubscribe}>` },
    // Google Calendar and Outlook offer to accept only a text/calendar part with its method
    // beside the text and HTML; nodemailer writes that part and the .ics attachment from it.
    icalEvent: invitation && {
      method: calendarMethodOf(invitation.contentType)!,
      filename: invitation.filename,
      content: Buffer.from(invitation.content).toString('utf8'),
    },
    attachments: files.filter((file) => file !== invitation),
  };
};

/** The iScheduling method (REQUEST, CANCEL, …) of a stored calendar file, if it has one. */
const calendarMethodOf = (contentType: string): string | null =>
  /^text\/calendar;\s*method=([a-z]+)/i.exec(contentType)?.[1]?.toUpperCase() ?? null;

/**
 * Runs queued jobs. Each pass claims due jobs per tenant in a short transaction (row-level
 * security needs the tenant set), sends them outside any transaction, then records the outcome
 * if the lease is still its own. Any number of nodes may run one: SKIP LOCKED and the lease
 * give each job to one worker; a worker that dies mid-job leaves it to the next after the lease.
 */
export const createOutboxWorker = (deps: OutboxWorkerDeps) => {
  const leaseMs = deps.leaseMs ?? 5 * 60_000;
  const handlers: Partial<Record<OutboxJobKind, OutboxJobHandler>> = {
    ...deps.handlers,
    email: async (job) => deps.transport.deliver(await buildMessage(deps, job)),
  };

  const deliver = async (job: ClaimedJob) => {
    const lease = { tenantId: job.tenantId, id: job.id, lockedUntil: job.lockedUntil! };
    try {
      const handler = handlers[job.kind];
      if (!handler) throw new Error(`no handler for ${job.kind} jobs on this node`);
      await handler(job);
      await withTenant(deps.db, job.tenantId, (tx) =>
        mailRepository.finishTry(tx, lease, {
          status: 'sent',
          sentAt: deps.clock.now(),
          lastError: null,
        }),
      );
    } catch (error) {
      const next = afterFailure(job.attempts, job.maxAttempts, deps.clock.now());
      const lastError = failureText(error);
      await withTenant(deps.db, job.tenantId, (tx) =>
        mailRepository.finishTry(tx, lease, { ...next, lastError }),
      );
    }
  };

  const pass = async (): Promise<number> => {
    const tenantIds = await deps.db.select({ id: tenants.id }).from(tenants);
    let delivered = 0;
    for (const { id: tenantId } of tenantIds) {
      const now = deps.clock.now();
      const claimed = await withTenant(deps.db, tenantId, (tx) =>
        mailRepository.claimDue(tx, tenantId, {
          now,
          leaseUntil: new Date(now.getTime() + leaseMs),
          limit: batchSize,
        }),
      );
      for (const job of claimed) await deliver(job);
      delivered += claimed.length;
    }
    return delivered;
  };

  let running: Promise<number> | null = null;
  let timer: NodeJS.Timeout | null = null;

  /** One pass over every tenant's due jobs; answers how many were tried. Overlapping calls share a pass. */
  const runOnce = (): Promise<number> => {
    running ??= pass().finally(() => {
      running = null;
    });
    return running;
  };

  return {
    runOnce,
    start: (intervalMs = 2_000) => {
      timer ??= setInterval(() => {
        runOnce().catch((error: unknown) => deps.onError?.(error));
      }, intervalMs);
    },
    stop: async () => {
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => 0);
    },
  };
};

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
