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
  unique,
} from 'drizzle-orm/pg-core';
import { tenantColumns, tenantRef } from '../../db/columns';
import { companies } from '../companies/companies.schema';
import { persons } from '../persons/persons.schema';

/** What a person can work as: stagehand, rigger, forklift driver, ... */
export const functions = pgTable(
  'function',
  {
    ...tenantColumns,
    name: text('name').notNull(),
    /** Spare functions are only visible with planningCalendar READSPAREFUNCTION. */
    spare: boolean('spare').notNull().default(false),
    color: text('color'),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('function_name_key').on(table.tenantId, table.name),
  ],
);

/** Free labels planners put on crew (crewTags). */
export const crewTags = pgTable(
  'crew_tag',
  { ...tenantColumns, name: text('name').notNull() },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('crew_tag_name_key').on(table.tenantId, table.name),
  ],
);

/** Skills proven by a document (licence, certificate): documentBasedSkills. */
export const skills = pgTable(
  'skill',
  { ...tenantColumns, name: text('name').notNull() },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('skill_name_key').on(table.tenantId, table.name),
  ],
);

export const personFunctions = pgTable(
  'person_function',
  {
    tenantId: integer('tenant_id').notNull(),
    personId: integer('person_id').notNull(),
    functionId: integer('function_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.personId, table.functionId] }),
    index('person_function_function_idx').on(table.tenantId, table.functionId),
    tenantRef(table.tenantId, table.personId, persons).onDelete('cascade'),
    tenantRef(table.tenantId, table.functionId, functions).onDelete('cascade'),
  ],
);

export const personTags = pgTable(
  'person_tag',
  {
    tenantId: integer('tenant_id').notNull(),
    personId: integer('person_id').notNull(),
    tagId: integer('tag_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.personId, table.tagId] }),
    tenantRef(table.tenantId, table.personId, persons).onDelete('cascade'),
    tenantRef(table.tenantId, table.tagId, crewTags).onDelete('cascade'),
  ],
);

export const personSkills = pgTable(
  'person_skill',
  {
    tenantId: integer('tenant_id').notNull(),
    personId: integer('person_id').notNull(),
    skillId: integer('skill_id').notNull(),
    validUntil: date('valid_until'),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.personId, table.skillId] }),
    tenantRef(table.tenantId, table.personId, persons).onDelete('cascade'),
    tenantRef(table.tenantId, table.skillId, skills).onDelete('cascade'),
  ],
);

/** Offices a tenant plans from (GET /branches); a project belongs to one. */
export const branches = pgTable(
  'branch',
  { ...tenantColumns, name: text('name').notNull() },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('branch_name_key').on(table.tenantId, table.name),
  ],
);

/** How crew are fed on a project: "Packed lunch", "Hot meal", ... (GET /cateringAgreementTypes). */
export const cateringAgreementTypes = pgTable(
  'catering_agreement_type',
  { ...tenantColumns, name: text('name').notNull() },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('catering_agreement_type_name_key').on(table.tenantId, table.name),
  ],
);

/**
 * Hourly prices per function a client is charged. A card with a company is that client's
 * agreement; one without is the tenant's general price list, usable for any project.
 */
export const rateCards = pgTable(
  'rate_card',
  {
    ...tenantColumns,
    name: text('name').notNull(),
    companyId: integer('company_id'),
    validFrom: date('valid_from'),
    validTo: date('valid_to'),
    /** ISO 4217 code. */
    currency: text('currency').notNull().default('EUR'),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('rate_card_company_idx').on(table.tenantId, table.companyId),
    tenantRef(table.tenantId, table.companyId, companies),
  ],
);

export const rateCardItems = pgTable(
  'rate_card_item',
  {
    ...tenantColumns,
    rateCardId: integer('rate_card_id').notNull(),
    functionId: integer('function_id').notNull(),
    hourlyRateCents: integer('hourly_rate_cents').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('rate_card_item_function_key').on(table.tenantId, table.rateCardId, table.functionId),
    tenantRef(table.tenantId, table.rateCardId, rateCards).onDelete('cascade'),
    tenantRef(table.tenantId, table.functionId, functions),
  ],
);

/** Tax rates invoice lines use (GET /taxTypes): "VAT high" at 2100 basis points (21 %). */
export const taxTypes = pgTable(
  'tax_type',
  {
    ...tenantColumns,
    name: text('name').notNull(),
    /** Hundredths of a percent, so 21 % is 2100 and no rate needs a fraction. */
    rateBasisPoints: integer('rate_basis_points').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('tax_type_name_key').on(table.tenantId, table.name),
    check('tax_type_rate_check', sql`${table.rateBasisPoints} between 0 and 10000`),
  ],
);

/** What an invoice line charges for: "Crew hours", "Travel costs", ... (GET /chargeTypes). */
export const chargeTypes = pgTable(
  'charge_type',
  { ...tenantColumns, name: text('name').notNull() },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('charge_type_name_key').on(table.tenantId, table.name),
  ],
);

/** A tenant list of names only: one table each, the same shape. */
const namedList = (table: string) =>
  pgTable(table, { ...tenantColumns, name: text('name').notNull() }, (columns) => [
    primaryKey({ columns: [columns.tenantId, columns.id] }),
    unique(`${table}_name_key`).on(columns.tenantId, columns.name),
  ]);

/** Insurances crew can be covered by (GET /insurance). */
export const insurances = namedList('insurance');

/** Checks done on delivered work (GET /qualityCheckTypes). */
export const qualityCheckTypes = namedList('quality_check_type');
