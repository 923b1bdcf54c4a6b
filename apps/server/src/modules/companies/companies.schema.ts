import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, tenantColumns } from '../../db/columns';

/** A client organisation. */
export const companies = pgTable(
  'company',
  {
    ...tenantColumns,
    name: text('name').notNull(),
    clientMark: text('client_mark'),
    email: text('email'),
    phone: text('phone'),
    city: text('city'),
    createdAt,
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.id] })],
);
