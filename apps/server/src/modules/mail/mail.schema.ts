import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, tenantColumns } from '../../db/columns';

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
