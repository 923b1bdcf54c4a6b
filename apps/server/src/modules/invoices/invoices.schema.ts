import { invoiceTypes, storedInvoiceStatuses } from '@crewhub/shared';
import {
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { enumCheck } from '../../db/checks';
import { createdAt, tenantColumns, tenantRef } from '../../db/columns';
import { files } from '../files/files.schema';
import { companies } from '../companies/companies.schema';
import { contacts } from '../contacts/contacts.schema';
import { projects } from '../projects/projects.schema';
import { projectCrewItemStatuses } from '../assignments/assignments.schema';
import { chargeTypes, taxTypes } from '../reference/reference.schema';
import { tenants } from '../tenants/tenants.schema';

/**
 * An invoice to a client, optionally for one project. The stored status is design, released or
 * paid; "unpaid" is a released invoice past its due date and is read, never stored.
 */
export const invoices = pgTable(
  'invoice',
  {
    ...tenantColumns,
    number: text('number').notNull(),
    type: text('type', { enum: invoiceTypes }).notNull().default('invoice'),
    clientReference: text('client_reference'),
    status: text('status', { enum: storedInvoiceStatuses }).notNull().default('design'),
    invoiceDate: date('invoice_date').notNull(),
    dueDate: date('due_date').notNull(),
    paidDate: date('paid_date'),
    /** Before tax, in cents of the tenant's currency. */
    netCents: integer('net_cents').notNull().default(0),
    taxCents: integer('tax_cents').notNull().default(0),
    /** Amount including tax. */
    totalCents: integer('total_cents').notNull(),
    companyId: integer('company_id').notNull(),
    contactId: integer('contact_id'),
    clientMark: text('client_mark'),
    projectId: integer('project_id'),
    title: text('title'),
    startDate: date('start_date'),
    endDate: date('end_date'),
    /** The released PDF. */
    fileId: integer('file_id'),
    createdAt,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    enumCheck(table.status, storedInvoiceStatuses),
    enumCheck(table.type, invoiceTypes),
    unique('invoice_tenant_number_key').on(table.tenantId, table.number),
    index('invoice_project_idx').on(table.tenantId, table.projectId),
    index('invoice_company_idx').on(table.tenantId, table.companyId, table.invoiceDate),
    tenantRef(table.tenantId, table.companyId, companies),
    tenantRef(table.tenantId, table.contactId, contacts),
    tenantRef(table.tenantId, table.projectId, projects),
    tenantRef(table.tenantId, table.fileId, files),
  ],
);

/**
 * A line of an invoice: hours from sign-offs or a manual charge, under one of the tenant's
 * charge types and tax types. The tax type's rate is copied onto the line when it is written,
 * so changing a rate later leaves released invoices as they were sent.
 */
export const invoiceItems = pgTable(
  'invoice_item',
  {
    ...tenantColumns,
    invoiceId: integer('invoice_id').notNull(),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    chargeTypeId: integer('charge_type_id').notNull(),
    quantity: numeric('quantity', { precision: 9, scale: 2, mode: 'number' }).notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    taxTypeId: integer('tax_type_id').notNull(),
    /** Basis points (2100 = 21 %): the tax type's rate when the line was written. */
    taxRateBasisPoints: integer('tax_rate_basis_points').notNull(),
    netCents: integer('net_cents').notNull(),
    /** Rounded on the line (invoiceLineAmounts); the invoice's tax is the sum of these. */
    taxCents: integer('tax_cents').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('invoice_item_invoice_idx').on(table.tenantId, table.invoiceId, table.position),
    tenantRef(table.tenantId, table.invoiceId, invoices).onDelete('cascade'),
    tenantRef(table.tenantId, table.chargeTypeId, chargeTypes),
    tenantRef(table.tenantId, table.taxTypeId, taxTypes),
  ],
);

/**
 * Whose signed-off hours an invoice charges: one invoice per assignment (the key), so hours
 * are never invoiced twice, even by two creates at the same moment. Kept per invoice rather
 * than per line, since the office rewrites a design's lines as a whole.
 */
export const invoiceAssignments = pgTable(
  'invoice_assignment',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    assignmentId: integer('assignment_id').notNull(),
    invoiceId: integer('invoice_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.assignmentId] }),
    index('invoice_assignment_invoice_idx').on(table.tenantId, table.invoiceId),
    tenantRef(table.tenantId, table.invoiceId, invoices).onDelete('cascade'),
    tenantRef(table.tenantId, table.assignmentId, projectCrewItemStatuses),
  ],
);

/**
 * The last invoice number handed out per tenant and year. Creating an invoice increments the
 * row in its own transaction (upsert ... RETURNING), which locks it until commit: concurrent
 * creates wait in turn and a rolled-back create gives its number back, so there are no gaps.
 */
export const invoiceNumberCounters = pgTable(
  'invoice_number_counter',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.year] })],
);

/** Files kept with an invoice besides its own PDF (a purchase order, a signed timesheet). */
export const invoiceDocuments = pgTable(
  'invoice_document',
  {
    ...tenantColumns,
    invoiceId: integer('invoice_id').notNull(),
    fileId: integer('file_id').notNull(),
    name: text('name').notNull(),
    createdByLoginId: integer('created_by_login_id'),
    createdAt,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('invoice_document_invoice_idx').on(table.tenantId, table.invoiceId),
    tenantRef(table.tenantId, table.invoiceId, invoices).onDelete('cascade'),
    tenantRef(table.tenantId, table.fileId, files),
  ],
);
