import { pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, tenantColumns } from '../../db/columns';

/** A plus crew: a team with a bonus and turnover dashboard. Guests open it by number + password. */
export const plusCrews = pgTable(
  'plus_crew',
  {
    ...tenantColumns,
    number: text('number').notNull(),
    name: text('name').notNull(),
    guestPasswordHash: text('guest_password_hash'),
    createdAt,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('plus_crew_tenant_number_key').on(table.tenantId, table.number),
  ],
);
