import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, tenantColumns, tenantRef } from '../../db/columns';
import { files } from '../files/files.schema';

/** Every e-mail the system sends or receives; the mailbox screens read it. */
export const emailMessages = pgTable(
  'email_message',
  {
    ...tenantColumns,
    mailboxId: integer('mailbox_id'),
    sender: text('sender').notNull(),
    recipients: text('recipients').array().notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    read: boolean('read').notNull().default(false),
    createdAt,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('email_message_created_idx').on(table.tenantId, table.createdAt),
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
