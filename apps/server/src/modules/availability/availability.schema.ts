import { vacationRequestStatuses } from '@crewhub/shared';
import { boolean, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { enumCheck } from '../../db/checks';
import { createdAt, tenantColumns, tenantRef } from '../../db/columns';
import { persons } from '../persons/persons.schema';

/** A date range a person cannot work (reason, start, optional end). */
export const blockDates = pgTable(
  'block_date',
  {
    ...tenantColumns,
    personId: integer('person_id').notNull(),
    reason: text('reason').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    createdAt,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('block_date_person_idx').on(table.tenantId, table.personId, table.startDate),
    tenantRef(table.tenantId, table.personId, persons).onDelete('cascade'),
  ],
);

export const vacationRequests = pgTable(
  'vacation_request',
  {
    ...tenantColumns,
    personId: integer('person_id').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    status: text('status', { enum: vacationRequestStatuses }).notNull().default('requested'),
    unpaid: boolean('unpaid').notNull().default(false),
    comment: text('comment'),
    createdAt,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    enumCheck(table.status, vacationRequestStatuses),
    index('vacation_request_person_idx').on(table.tenantId, table.personId, table.startDate),
    tenantRef(table.tenantId, table.personId, persons).onDelete('cascade'),
  ],
);
