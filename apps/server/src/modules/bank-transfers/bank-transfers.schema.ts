import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, tenantColumns, tenantRef } from '../../db/columns';
import { payrolls } from '../payrolls/payrolls.schema';

/** A payment made for a payroll: date, amount in cents and the bank's reference. */
export const bankTransfers = pgTable(
  'bank_transfer',
  {
    ...tenantColumns,
    payrollId: integer('payroll_id').notNull(),
    date: date('date').notNull(),
    amountCents: integer('amount_cents').notNull(),
    reference: text('reference').notNull(),
    createdAt,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('bank_transfer_payroll_idx').on(table.tenantId, table.payrollId, table.date),
    check('bank_transfer_amount_non_negative', sql`${table.amountCents} >= 0`),
    tenantRef(table.tenantId, table.payrollId, payrolls).onDelete('cascade'),
  ],
);
