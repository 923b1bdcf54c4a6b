import { mailCategories, outboxJobKinds, outboxJobStatuses } from '@crewhub/shared';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { enumCheck } from '../../db/checks';
import { createdAt, tenantColumns, tenantRef } from '../../db/columns';
import { files } from '../files/files.schema';
import type { OutboxPayload } from './outbox-payloads';

/**
 * Every e-mail the system sends or receives; the mailbox screens read it. A system mail has one
 * recipient, is written in that recipient's language, and carries a hashed unsubscribe token
 * for its category; its delivery is an `outbox_job`.
 */
export const emailMessages = pgTable(
  'email_message',
  {
    ...tenantColumns,
    mailboxId: integer('mailbox_id'),
    sender: text('sender').notNull(),
    recipients: text('recipients').array().notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    html: text('html'),
    category: text('category', { enum: mailCategories }),
    language: text('language'),
    unsubscribeTokenHash: text('unsubscribe_token_hash'),
    read: boolean('read').notNull().default(false),
    createdAt,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('email_message_created_idx').on(table.tenantId, table.createdAt),
    uniqueIndex('email_message_unsubscribe_idx').on(table.tenantId, table.unsubscribeTokenHash),
    enumCheck(table.category, mailCategories),
  ],
);

/** A file sent with an e-mail (signed delivery notes, security checks). */
export const emailAttachments = pgTable(
  'email_attachment',
  {
    ...tenantColumns,
    emailMessageId: integer('email_message_id').notNull(),
    fileId: integer('file_id').notNull(),
    createdAt,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('email_attachment_message_idx').on(table.tenantId, table.emailMessageId),
    tenantRef(table.tenantId, table.emailMessageId, emailMessages).onDelete('cascade'),
    tenantRef(table.tenantId, table.fileId, files),
  ],
);

/** An address that unsubscribed from one category of system mail. */
export const emailOptOuts = pgTable(
  'email_opt_out',
  {
    ...tenantColumns,
    address: text('address').notNull(),
    category: text('category', { enum: mailCategories }).notNull(),
    createdAt,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    uniqueIndex('email_opt_out_address_idx').on(table.tenantId, table.address, table.category),
    enumCheck(table.category, mailCategories),
  ],
);

/**
 * The durable outbox: a job is inserted in the same transaction as the change that causes it,
 * and workers on any node claim due jobs with FOR UPDATE SKIP LOCKED and a lease
 * (`locked_until`), so each job is delivered by one worker and survives a crash after commit.
 */
export const outboxJobs = pgTable(
  'outbox_job',
  {
    ...tenantColumns,
    kind: text('kind', { enum: outboxJobKinds }).notNull(),
    status: text('status', { enum: outboxJobStatuses }).notNull().default('pending'),
    /** What the kind needs to deliver, e.g. `{ emailMessageId }` (see outbox-payloads.ts). */
    payload: jsonb('payload').$type<OutboxPayload>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('outbox_job_due_idx').on(table.tenantId, table.status, table.runAfter),
    enumCheck(table.kind, outboxJobKinds),
    enumCheck(table.status, outboxJobStatuses),
  ],
);
