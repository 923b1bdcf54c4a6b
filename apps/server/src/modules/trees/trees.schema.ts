import { date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, tenantColumns, tenantRef } from '../../db/columns';
import { persons } from '../persons/persons.schema';

/** One tree the company had planted (one crew, one tree), for a crew member's work or not. */
export const trees = pgTable(
  'tree',
  {
    ...tenantColumns,
    /** The crew member it was planted for; null: planted by the company for all of them. */
    personId: integer('person_id'),
    plantedOn: date('planted_on').notNull(),
    reason: text('reason'),
    assignedByLoginId: integer('assigned_by_login_id'),
    createdAt,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('tree_person_idx').on(table.tenantId, table.personId),
    index('tree_planted_idx').on(table.tenantId, table.plantedOn),
    tenantRef(table.tenantId, table.personId, persons).onDelete('cascade'),
  ],
);
