import { receiptStatuses } from '@crewhub/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { enumCheck } from '../../db/checks';
import { createdAt, tenantColumns, tenantRef } from '../../db/columns';
import { companies } from '../companies/companies.schema';
import { files } from '../files/files.schema';
import { payrollItems } from '../payrolls/payrolls.schema';
import { persons } from '../persons/persons.schema';
import { projects } from '../projects/projects.schema';

/** The kinds of expenses the tenant reimburses (travel, meals, parking, ...). */
export const receiptTypes = pgTable(
  'receipt_type',
  {
    ...tenantColumns,
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('receipt_type_tenant_name_key').on(table.tenantId, table.name),
  ],
);

/** A company's ready-made receipt: the type and description crew start from. */
export const receiptTemplates = pgTable(
  'receipt_template',
  {
    ...tenantColumns,
    companyId: integer('company_id').notNull(),
    name: text('name').notNull(),
    receiptTypeId: integer('receipt_type_id').notNull(),
    description: text('description'),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('receipt_template_company_idx').on(table.tenantId, table.companyId),
    tenantRef(table.tenantId, table.companyId, companies).onDelete('cascade'),
    tenantRef(table.tenantId, table.receiptTypeId, receiptTypes),
  ],
);

/** An expense claim of one person, named by its number in URLs. */
export const receipts = pgTable(
  'receipt',
  {
    ...tenantColumns,
    number: text('number').notNull(),
    personId: integer('person_id').notNull(),
    receiptTypeId: integer('receipt_type_id').notNull(),
    templateId: integer('template_id'),
    projectId: integer('project_id'),
    date: date('date').notNull(),
    description: text('description'),
    status: text('status', { enum: receiptStatuses }).notNull().default('draft'),
    /** Sums of the lines, kept current whenever a line changes. */
    totalCents: integer('total_cents').notNull().default(0),
    taxCents: integer('tax_cents').notNull().default(0),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedByLoginId: integer('decided_by_login_id'),
    rejectionReason: text('rejection_reason'),
    /** The add-on line on the person's payroll that pays the approved amount. */
    payrollItemId: integer('payroll_item_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    enumCheck(table.status, receiptStatuses),
    unique('receipt_tenant_number_key').on(table.tenantId, table.number),
    index('receipt_person_idx').on(table.tenantId, table.personId, table.date),
    index('receipt_status_idx').on(table.tenantId, table.status, table.date),
    check('receipt_amounts_non_negative', sql`${table.totalCents} >= 0 and ${table.taxCents} >= 0`),
    tenantRef(table.tenantId, table.personId, persons),
    tenantRef(table.tenantId, table.receiptTypeId, receiptTypes),
    tenantRef(table.tenantId, table.templateId, receiptTemplates).onDelete('set null'),
    tenantRef(table.tenantId, table.projectId, projects),
    tenantRef(table.tenantId, table.payrollItemId, payrollItems),
  ],
);

/** A receipt line: the amount paid, tax included, and its tax part; in cents. */
export const receiptItems = pgTable(
  'receipt_item',
  {
    ...tenantColumns,
    receiptId: integer('receipt_id').notNull(),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    taxCents: integer('tax_cents').notNull().default(0),
    createdAt,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('receipt_item_receipt_idx').on(table.tenantId, table.receiptId),
    check(
      'receipt_item_amounts',
      sql`${table.amountCents} >= 0 and ${table.taxCents} >= 0 and ${table.taxCents} <= ${table.amountCents}`,
    ),
    tenantRef(table.tenantId, table.receiptId, receipts).onDelete('cascade'),
  ],
);

/** The photo or PDF of the paper receipt (one or more per receipt). */
export const receiptFiles = pgTable(
  'receipt_file',
  {
    ...tenantColumns,
    receiptId: integer('receipt_id').notNull(),
    fileId: integer('file_id').notNull(),
    createdAt,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('receipt_file_receipt_idx').on(table.tenantId, table.receiptId),
    tenantRef(table.tenantId, table.receiptId, receipts).onDelete('cascade'),
    tenantRef(table.tenantId, table.fileId, files),
  ],
);
