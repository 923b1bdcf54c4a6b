import { offsetOf, type EmailMessagesQuery } from '@crewhub/shared';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { containsPattern } from '../../db/like';
import {
  emailAttachments,
  emailMessages,
  files,
  logins,
  mailboxes,
  mailboxUserRights,
} from '../../db/schema';

/** A mailbox the caller reads: messages filed in it or addressed to it. */
export type ReadableMailbox = { id: number; name: string; address: string };

/**
 * Written out in full: inside a sub-select Drizzle's unqualified column names would bind to the
 * attachment's own columns.
 */
const attachmentCount = sql<number>`(select count(*)::integer from email_attachment a
  where a.tenant_id = "email_message"."tenant_id" and a.email_message_id = "email_message"."id")`;

const summaryColumns = {
  id: emailMessages.id,
  sender: emailMessages.sender,
  recipients: emailMessages.recipients,
  subject: emailMessages.subject,
  category: emailMessages.category,
  read: emailMessages.read,
  attachmentCount,
  createdAt: emailMessages.createdAt,
};

const inMailbox = (mailbox: ReadableMailbox): SQL =>
  or(
    eq(emailMessages.mailboxId, mailbox.id),
    sql`${mailbox.address.toLowerCase()} = any(${emailMessages.recipients})`,
  )!;

const sentTo = (address: string): SQL =>
  sql`${address.toLowerCase()} = any(${emailMessages.recipients})`;

/**
 * What the caller may read: mail to their own address and to the mailboxes they read. Home counts
 * the unread mail by the same rule in SQL of its own (`unreadMailRead`): change both together.
 */
export const visibleTo = (address: string | null, readable: ReadableMailbox[]): SQL =>
  or(...(address === null ? [] : [sentTo(address)]), ...readable.map(inMailbox)) ?? sql`false`;

/** Reads of the mailbox screens. */
export const mailboxRepository = {
  callerAddress: async (tx: Executor, tenantId: number, loginId: number) =>
    (
      await tx
        .select({ email: logins.email })
        .from(logins)
        .where(and(eq(logins.tenantId, tenantId), eq(logins.id, loginId)))
    )[0]?.email.toLowerCase() ?? null,

  /** Mailboxes the login holds the READ mailbox right on. */
  readableMailboxes: (tx: Executor, tenantId: number, loginId: number) =>
    tx
      .select({ id: mailboxes.id, name: mailboxes.name, address: mailboxes.address })
      .from(mailboxUserRights)
      .innerJoin(
        mailboxes,
        and(
          eq(mailboxes.tenantId, mailboxUserRights.tenantId),
          eq(mailboxes.id, mailboxUserRights.mailboxId),
        ),
      )
      .where(
        and(
          eq(mailboxUserRights.tenantId, tenantId),
          eq(mailboxUserRights.loginId, loginId),
          sql`'READ' = any(${mailboxUserRights.rights})`,
        ),
      )
      .orderBy(asc(mailboxes.name), asc(mailboxes.id)),

  unreadCount: async (tx: Executor, tenantId: number, scope: SQL) =>
    (
      await tx
        .select({ unread: count() })
        .from(emailMessages)
        .where(and(eq(emailMessages.tenantId, tenantId), eq(emailMessages.read, false), scope))
    )[0]?.unread ?? 0,

  page: async (tx: Executor, tenantId: number, scope: SQL, query: EmailMessagesQuery) => {
    const pattern = query.q ? containsPattern(query.q) : null;
    const where = and(
      eq(emailMessages.tenantId, tenantId),
      scope,
      pattern
        ? or(
            ilike(emailMessages.subject, pattern),
            ilike(emailMessages.sender, pattern),
            ilike(emailMessages.body, pattern),
            sql`array_to_string(${emailMessages.recipients}, ' ') ilike ${pattern}`,
          )
        : undefined,
    );
    const items = await tx
      .select(summaryColumns)
      .from(emailMessages)
      .where(where)
      .orderBy(desc(emailMessages.createdAt), desc(emailMessages.id))
      .limit(query.limit)
      .offset(offsetOf(query));
    const [total] = await tx.select({ total: count() }).from(emailMessages).where(where);
    return { items, total: total?.total ?? 0 };
  },

  byId: async (tx: Executor, tenantId: number, id: number, scope: SQL) =>
    (
      await tx
        .select({ ...summaryColumns, body: emailMessages.body })
        .from(emailMessages)
        .where(and(eq(emailMessages.tenantId, tenantId), eq(emailMessages.id, id), scope))
    )[0] ?? null,

  markRead: (tx: Executor, tenantId: number, id: number) =>
    tx
      .update(emailMessages)
      .set({ read: true })
      .where(and(eq(emailMessages.tenantId, tenantId), eq(emailMessages.id, id))),

  attachmentsOf: (tx: Executor, tenantId: number, messageId: number) =>
    tx
      .select({
        id: emailAttachments.id,
        fileId: files.id,
        filename: files.filename,
        contentType: files.contentType,
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
      .orderBy(asc(emailAttachments.id)),
};
