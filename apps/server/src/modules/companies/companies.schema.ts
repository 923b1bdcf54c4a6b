import { defaultPaymentTermDays, supportedLanguages } from '@crewhub/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { enumCheck } from '../../db/checks';
import { createdAt, tenantColumns, tenantRef } from '../../db/columns';

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

/**
 * How the tenant works with one client (GET /companies/{id}/settings). A company without a row
 * has the defaults, so new clients need no setup; the accounting columns are the "account".
 */
export const companySettings = pgTable(
  'company_settings',
  {
    tenantId: integer('tenant_id').notNull(),
    companyId: integer('company_id').notNull(),
    documentLanguage: text('document_language', { enum: supportedLanguages }),
    clientReferenceRequired: boolean('client_reference_required').notNull().default(false),
    deliveryNoteSignatureRequired: boolean('delivery_note_signature_required')
      .notNull()
      .default(false),
    debtorNumber: text('debtor_number'),
    vatNumber: text('vat_number'),
    invoiceEmail: text('invoice_email'),
    paymentTermDays: integer('payment_term_days').notNull().default(defaultPaymentTermDays),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.companyId] }),
    enumCheck(table.documentLanguage, supportedLanguages),
    check('company_settings_payment_term_check', sql`${table.paymentTermDays} between 0 and 365`),
    tenantRef(table.tenantId, table.companyId, companies).onDelete('cascade'),
  ],
);
