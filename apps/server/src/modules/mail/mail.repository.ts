import type { MailCategory, OutboxJobKind, OutboxJobStatus } from '@crewhub/shared';
import { and, asc, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  emailAttachments,
  emailMessages,
  emailOptOuts,
  files,
  logins,
  mailboxes,
  outboxJobs,
  pushSubscriptions,
  tenantSettings,
} from '../../db/schema';

import type { OutboxPayloadOf } from './outbox-payloads';

type NewMessage = typeof emailMessages.$inferInsert;

/** A job to queue: its kind, what it carries, when it is due and how often it may be tried. */
export type NewOutboxJob<K extends OutboxJobKind> = {
  tenantId: number;
  kind: K;
  payload: OutboxPayloadOf<K>;
  maxAttempts: number;
  runAfter: Date;
};

/** Writes of the outbox and the recorded messages. */
export const mailRepository = {
  /** The recipient's own language when the address has a login, else the tenant's. */
  languageFor: async (tx: Executor, tenantId: number, address: string) => {
    const [login] = await tx
      .select({ language: logins.language })
      .from(logins)
      .where(and(eq(logins.tenantId, tenantId), sql`lower(${logins.email}) = ${address}`));
    if (login) return login.language;
    const [settings] = await tx
      .select({ language: tenantSettings.defaultLanguage })
      .from(tenantSettings)
      .where(eq(tenantSettings.tenantId, tenantId));
    return settings?.language ?? null;
  },

  mailboxOfAddress: async (tx: Executor, tenantId: number, address: string) =>
    (
      await tx
        .select({ id: mailboxes.id })
        .from(mailboxes)
        .where(and(eq(mailboxes.tenantId, tenantId), sql`lower(${mailboxes.address}) = ${address}`))
        .limit(1)
    )[0]?.id ?? null,

  hasOptedOut: async (tx: Executor, tenantId: number, address: string, category: MailCategory) =>
    (
      await tx
        .select({ id: emailOptOuts.id })
        .from(emailOptOuts)
        .where(
          and(
            eq(emailOptOuts.tenantId, tenantId),
            eq(emailOptOuts.address, address),
            eq(emailOptOuts.category, category),
          ),
        )
    ).length > 0,

  optOut: (tx: Executor, tenantId: number, address: string, category: MailCategory) =>
    tx.insert(emailOptOuts).values({ tenantId, address, category }).onConflictDoNothing(),

  insertMessage: async (tx: Executor, message: NewMessage, attachments: number[]) => {
    const [row] = await tx
      .insert(emailMessages)
      .values(message)
      .returning({ id: emailMessages.id });
    if (attachments.length > 0) {
      await tx.insert(emailAttachments).values(
        attachments.map((fileId) => ({
          tenantId: message.tenantId,
          emailMessageId: row!.id,
          fileId,
        })),
      );
    }
    return row!.id;
  },

  insertJob: <K extends OutboxJobKind>(tx: Executor, job: NewOutboxJob<K>) =>
    tx.insert(outboxJobs).values(job),

  messageByUnsubscribeHash: async (tx: Executor, tenantId: number, tokenHash: string) =>
    (
      await tx
        .select({ recipients: emailMessages.recipients, category: emailMessages.category })
        .from(emailMessages)
        .where(
          and(
            eq(emailMessages.tenantId, tenantId),
            eq(emailMessages.unsubscribeTokenHash, tokenHash),
          ),
        )
    )[0] ?? null,

  /**
   * Leases up to `limit` due jobs to the caller: rows another worker holds are skipped
   * (SKIP LOCKED), and a `sending` job whose lease ran out (its worker died) is due again.
   */
  claimDue: async (
    tx: Executor,
    tenantId: number,
    options: { now: Date; leaseUntil: Date; limit: number },
  ) => {
    const due = await tx
      .select({ id: outboxJobs.id })
      .from(outboxJobs)
      .where(
        and(
          eq(outboxJobs.tenantId, tenantId),
          inArray(outboxJobs.status, ['pending', 'sending']),
          lte(outboxJobs.runAfter, options.now),
          or(isNull(outboxJobs.lockedUntil), lt(outboxJobs.lockedUntil, options.now)),
        ),
      )
      .orderBy(asc(outboxJobs.id))
      .limit(options.limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(outboxJobs)
      .set({
        status: 'sending',
        attempts: sql`${outboxJobs.attempts} + 1`,
        lockedUntil: options.leaseUntil,
      })
      .where(
        and(
          eq(outboxJobs.tenantId, tenantId),
          inArray(
            outboxJobs.id,
            due.map((job) => job.id),
          ),
        ),
      )
      .returning();
  },

  /** Ends a try; only the worker still holding the lease may (a late one changes nothing). */
  finishTry: (
    tx: Executor,
    job: { tenantId: number; id: number; lockedUntil: Date },
    change: {
      status: OutboxJobStatus;
      runAfter?: Date;
      lastError?: string | null;
      sentAt?: Date;
    },
  ) =>
    tx
      .update(outboxJobs)
      .set({ ...change, lockedUntil: null })
      .where(
        and(
          eq(outboxJobs.tenantId, job.tenantId),
          eq(outboxJobs.id, job.id),
          eq(outboxJobs.status, 'sending'),
          eq(outboxJobs.lockedUntil, job.lockedUntil),
        ),
      ),

  messageToSend: async (tx: Executor, tenantId: number, messageId: number) => {
    const [message] = await tx
      .select()
      .from(emailMessages)
      .where(and(eq(emailMessages.tenantId, tenantId), eq(emailMessages.id, messageId)));
    if (!message) return null;
    const attachments = await tx
      .select({
        filename: files.filename,
        contentType: files.contentType,
        storageKey: files.storageKey,
      })
      .from(emailAttachments)
      .innerJoin(
        files,
        and(eq(files.tenantId, emailAttachments.tenantId), eq(files.id, emailAttachments.fileId)),
      )
      .where(
        and(
          eq(emailAttachments.tenantId, tenantId),
          eq(emailAttachments.emailMessageId, messageId),
        ),
      )
      .orderBy(asc(emailAttachments.id));
    return { message, attachments };
  },

  deadJobs: (tx: Executor, tenantId: number) =>
    tx
      .select({
        id: outboxJobs.id,
        kind: outboxJobs.kind,
        status: outboxJobs.status,
        attempts: outboxJobs.attempts,
        lastError: outboxJobs.lastError,
        createdAt: outboxJobs.createdAt,
        // A push job has no message: it shows its notice's title and the device owner's address.
        recipients: sql<
          string[]
        >`coalesce(${emailMessages.recipients}, array_remove(array[${logins.email}], null))`,
        subject: sql<string>`coalesce(${emailMessages.subject}, ${outboxJobs.payload} #>> '{message,title}', ${outboxJobs.kind})`,
      })
      .from(outboxJobs)
      .leftJoin(
        emailMessages,
        and(
          eq(emailMessages.tenantId, outboxJobs.tenantId),
          sql`${emailMessages.id} = (${outboxJobs.payload} ->> 'emailMessageId')::integer`,
        ),
      )
      .leftJoin(
        pushSubscriptions,
        and(
          eq(pushSubscriptions.tenantId, outboxJobs.tenantId),
          sql`${pushSubscriptions.id} = (${outboxJobs.payload} ->> 'pushSubscriptionId')::integer`,
        ),
      )
      .leftJoin(
        logins,
        and(
          eq(logins.tenantId, pushSubscriptions.tenantId),
          eq(logins.id, pushSubscriptions.loginId),
        ),
      )
      .where(and(eq(outboxJobs.tenantId, tenantId), eq(outboxJobs.status, 'dead')))
      .orderBy(desc(outboxJobs.id))
      .limit(200),

  jobById: async (tx: Executor, tenantId: number, id: number) =>
    (
      await tx
        .select({ id: outboxJobs.id, status: outboxJobs.status })
        .from(outboxJobs)
        .where(and(eq(outboxJobs.tenantId, tenantId), eq(outboxJobs.id, id)))
        .for('update')
    )[0] ?? null,

  requeue: (tx: Executor, tenantId: number, id: number, now: Date) =>
    tx
      .update(outboxJobs)
      .set({ status: 'pending', attempts: 0, runAfter: now, lockedUntil: null, lastError: null })
      .where(and(eq(outboxJobs.tenantId, tenantId), eq(outboxJobs.id, id))),
};
