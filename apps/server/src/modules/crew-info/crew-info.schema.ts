import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, tenantColumns } from '../../db/columns';

/** A block of the crew info page the office writes: rules, how-tos, useful links. */
export const crewInfoItems = pgTable(
  'crew_info_item',
  {
    ...tenantColumns,
    title: text('title').notNull(),
    body: text('body').notNull(),
    url: text('url'),
    category: text('category'),
    /** A language code of the seven; null shows it in every language. */
    language: text('language'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('crew_info_item_order_idx').on(table.tenantId, table.sortOrder),
  ],
);
