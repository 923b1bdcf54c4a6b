import { payrollItemStatuses, payrollStatuses } from '@crewhub/shared';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { enumCheck } from '../../db/checks';
import { createdAt, tenantColumns, tenantRef } from '../../db/columns';
import { files } from '../files/files.schema';
import { persons } from '../persons/persons.schema';
import { projectCrewItemStatuses } from '../assignments/assignments.schema';

/** A person's pay for one period, identified by its number in URLs. */
export const payrolls = pgTable(
  'payroll',
  {
    ...tenantColumns,
    number: text('number').notNull(),
    personId: integer('person_id').notNull(),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    status: text('status', { enum: payrollStatuses }).notNull().default('to_confirm'),
    /** Sum of the lines' totals, kept current whenever a line changes. */
    totalCents: integer('total_cents').notNull().default(0),
    paymentDate: date('payment_date'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmedByLoginId: integer('confirmed_by_login_id'),
    /** The payslip PDF, made on first download. */
    fileId: integer('file_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    enumCheck(table.status, payrollStatuses),
    unique('payroll_tenant_number_key').on(table.tenantId, table.number),
    index('payroll_person_idx').on(table.tenantId, table.personId, table.periodStart),
    check('payroll_period_order', sql`${table.periodEnd} >= ${table.periodStart}`),
    tenantRef(table.tenantId, table.personId, persons),
    tenantRef(table.tenantId, table.fileId, files),
  ],
);

/** A payroll line: begin, end, hours, rate, add-on, sum, total. */
export const payrollItems = pgTable(
  'payroll_item',
  {
    ...tenantColumns,
    payrollId: integer('payroll_id').notNull(),
    /** The job the line pays for; null for lines such as travel allowances or corrections. */
    assignmentId: integer('assignment_id'),
    description: text('description').notNull(),
    beginAt: timestamp('begin_at', { withTimezone: true }),
    endAt: timestamp('end_at', { withTimezone: true }),
    hours: numeric('hours', { precision: 6, scale: 2 }).notNull().default('0'),
    rateCents: integer('rate_cents').notNull().default(0),
    addOnCents: integer('add_on_cents').notNull().default(0),
    /** hours x rate. */
    sumCents: integer('sum_cents').notNull().default(0),
    /** sum + add-on. */
    totalCents: integer('total_cents').notNull().default(0),
    status: text('status', { enum: payrollItemStatuses }).notNull().default('open'),
    feedback: text('feedback'),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    enumCheck(table.status, payrollItemStatuses),
    index('payroll_item_payroll_idx').on(table.tenantId, table.payrollId),
    index('payroll_item_assignment_idx').on(table.tenantId, table.assignmentId),
    tenantRef(table.tenantId, table.payrollId, payrolls).onDelete('cascade'),
    tenantRef(table.tenantId, table.assignmentId, projectCrewItemStatuses),
  ],
);

/**
 * A link that shows one person's payrolls without a login (/public/payrolls?token=…). Only the
 * token's hash is kept, so a database leak hands out no working link; the office can end it.
 */
export const payrollLinks = pgTable(
  'payroll_link',
  {
    ...tenantColumns,
    personId: integer('person_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdByLoginId: integer('created_by_login_id'),
    createdAt,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('payroll_link_token_key').on(table.tenantId, table.tokenHash),
    index('payroll_link_person_idx').on(table.tenantId, table.personId),
    tenantRef(table.tenantId, table.personId, persons).onDelete('cascade'),
  ],
);
