import { contractAccountKinds, contractTypes, quotaUnits } from '@crewhub/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { enumCheck } from '../../db/checks';
import { createdAt, tenantColumns, tenantRef } from '../../db/columns';
import { documents } from '../documents/documents.schema';
import { persons } from '../persons/persons.schema';

/**
 * A person's staff contract for a period (open end allowed). Only the terms are stored: planned
 * and worked hours and both accounts are computed from assignments, sign-offs and vacation.
 */
export const staffContracts = pgTable(
  'staff_contract',
  {
    ...tenantColumns,
    personId: integer('person_id').notNull(),
    contractType: text('contract_type', { enum: contractTypes }).notNull(),
    quotaUnit: text('quota_unit', { enum: quotaUnits }).notNull(),
    quotaMinutes: integer('quota_minutes').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    vacationMinutesPerYear: integer('vacation_minutes_per_year').notNull(),
    createdByLoginId: integer('created_by_login_id'),
    createdAt,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    enumCheck(table.contractType, contractTypes),
    enumCheck(table.quotaUnit, quotaUnits),
    check(
      'staff_contract_period',
      sql`${table.endDate} is null or ${table.endDate} >= ${table.startDate}`,
    ),
    check(
      'staff_contract_minutes',
      sql`${table.quotaMinutes} >= 0 and ${table.vacationMinutesPerYear} >= 0`,
    ),
    index('staff_contract_person_idx').on(table.tenantId, table.personId, table.startDate),
    tenantRef(table.tenantId, table.personId, persons),
  ],
);

/** An office correction of the time or vacation account, dated into one period. */
export const staffContractCorrections = pgTable(
  'staff_contract_correction',
  {
    ...tenantColumns,
    staffContractId: integer('staff_contract_id').notNull(),
    account: text('account', { enum: contractAccountKinds }).notNull(),
    date: date('date').notNull(),
    minutes: integer('minutes').notNull(),
    reason: text('reason').notNull(),
    createdByLoginId: integer('created_by_login_id'),
    createdAt,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    enumCheck(table.account, contractAccountKinds),
    index('staff_contract_correction_contract_idx').on(table.tenantId, table.staffContractId),
    tenantRef(table.tenantId, table.staffContractId, staffContracts).onDelete('cascade'),
  ],
);

/** The papers of a contract (the contract to sign, addenda); signed through document signing. */
export const staffContractDocuments = pgTable(
  'staff_contract_document',
  {
    ...tenantColumns,
    staffContractId: integer('staff_contract_id').notNull(),
    documentId: integer('document_id').notNull(),
    createdAt,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('staff_contract_document_key').on(
      table.tenantId,
      table.staffContractId,
      table.documentId,
    ),
    tenantRef(table.tenantId, table.staffContractId, staffContracts).onDelete('cascade'),
    tenantRef(table.tenantId, table.documentId, documents).onDelete('cascade'),
  ],
);
