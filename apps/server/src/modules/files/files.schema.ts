import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, tenantColumns } from '../../db/columns';

/** A stored blob (upload, generated PDF, photo); bytes live in the storage backend. */
export const files = pgTable(
  'file',
  {
    ...tenantColumns,
    storageKey: text('storage_key').notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdByLoginId: integer('created_by_login_id'),
    createdAt,
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.id] })],
);
