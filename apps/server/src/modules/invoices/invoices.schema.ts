import { invoiceStatuses, invoiceTypes } from '@crewhub/shared';
import { date, index, integer, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { enumCheck } from '../../db/checks';
import { createdAt, tenantColumns, tenantRef } from '../../db/columns';
import { files } from '../files/files.schema';
import { companies } from '../companies/companies.schema';
import { contacts } from '../contacts/contacts.schema';
import { projects } from '../projects/projects.schema';

/** An invoice to a client, optionally for one project. */
export const invoices = pgTable(
  'invoice',
  {
    ...tenantColumns,
    number: text('number').notNull(),
    type: text('type', { enum: invoiceTypes }).notNull().default('invoice'),
    clientReference: text('client_reference'),
    status: text('status', { enum: invoiceStatuses }).notNull().default('design'),
    invoiceDate: date('invoice_date').notNull(),
    dueDate: date('due_date').notNull(),
    paidDate: date('paid_date'),
    /** Amount including tax, in cents of the tenant's currency. */
    totalCents: integer('total_cents').notNull(),
    companyId: integer('company_id').notNull(),
    contactId: integer('contact_id'),
    clientMark: text('client_mark'),
    projectId: integer('project_id'),
    title: text('title'),
    startDate: date('start_date'),
    endDate: date('end_date'),
    fileId: integer('file_id'),
    createdAt,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    enumCheck(table.status, invoiceStatuses),
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
