import {
  plusCrewDataSourceTypes,
  plusCrewTargetModes,
  plusCrewTypes,
  plusCrewValueTypeCodes,
  type PlusCrewImportMapping,
} from '@crewhub/shared';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { enumCheck } from '../../db/checks';
import { createdAt, tenantColumns, tenantRef } from '../../db/columns';
import { contacts } from '../contacts/contacts.schema';
import { persons } from '../persons/persons.schema';

/** A plus crew: a team with a bonus and turnover dashboard. Guests open it by number + password. */
export const plusCrews = pgTable(
  'plus_crew',
  {
    ...tenantColumns,
    number: text('number').notNull(),
    name: text('name').notNull(),
    crewType: text('crew_type', { enum: plusCrewTypes }).notNull().default('bar'),
    /** The client's contact who follows the crew's figures (a contact of a client company). */
    clientContactId: integer('client_contact_id'),
    guestPasswordHash: text('guest_password_hash'),
    /** The till's CSV columns, mapped once and reused on every import. */
    importMapping: jsonb('import_mapping').$type<PlusCrewImportMapping>(),
    createdAt,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('plus_crew_tenant_number_key').on(table.tenantId, table.number),
    enumCheck(table.crewType, plusCrewTypes),
    index('plus_crew_contact_idx').on(table.tenantId, table.clientContactId),
    // A contact who follows a plus crew is not deleted from under it (as with projects).
    tenantRef(table.tenantId, table.clientContactId, contacts),
  ],
);

/** The persons who work in a plus crew (the team whose hours and bonus the dashboard shows). */
export const plusCrewMembers = pgTable(
  'plus_crew_member',
  {
    ...tenantColumns,
    plusCrewId: integer('plus_crew_id').notNull(),
    personId: integer('person_id').notNull(),
    createdAt,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('plus_crew_member_person_key').on(table.tenantId, table.plusCrewId, table.personId),
    index('plus_crew_member_person_idx').on(table.tenantId, table.personId),
    tenantRef(table.tenantId, table.plusCrewId, plusCrews).onDelete('cascade'),
    tenantRef(table.tenantId, table.personId, persons).onDelete('cascade'),
  ],
);

/**
 * A value type a plus crew tracks, one row per type, with that type's settings: the bonus share
 * on Team Bonus, the default target on Target Turnover (docs/decisions.md).
 */
export const plusCrewValues = pgTable(
  'plus_crew_value',
  {
    ...tenantColumns,
    plusCrewId: integer('plus_crew_id').notNull(),
    valueType: text('value_type', { enum: plusCrewValueTypeCodes }).notNull(),
    tracked: boolean('tracked').notNull().default(true),
    bonusShareBasisPoints: integer('bonus_share_basis_points'),
    targetMode: text('target_mode', { enum: plusCrewTargetModes }),
    targetAmountCents: integer('target_amount_cents'),
    createdAt,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('plus_crew_value_type_key').on(table.tenantId, table.plusCrewId, table.valueType),
    enumCheck(table.valueType, plusCrewValueTypeCodes),
    enumCheck(table.targetMode, plusCrewTargetModes),
    tenantRef(table.tenantId, table.plusCrewId, plusCrews).onDelete('cascade'),
  ],
);

/** A daily figure: cents for turnover and target, hundredths of an hour for staff hours. */
export const plusCrewValueDatas = pgTable(
  'plus_crew_value_data',
  {
    ...tenantColumns,
    plusCrewValueId: integer('plus_crew_value_id').notNull(),
    date: date('date').notNull(),
    amountCents: integer('amount_cents'),
    hoursHundredths: integer('hours_hundredths'),
    dataSourceType: text('data_source_type', { enum: plusCrewDataSourceTypes })
      .notNull()
      .default('manual'),
    createdAt,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    enumCheck(table.dataSourceType, plusCrewDataSourceTypes),
    index('plus_crew_value_data_date_idx').on(table.tenantId, table.plusCrewValueId, table.date),
    tenantRef(table.tenantId, table.plusCrewValueId, plusCrewValues).onDelete('cascade'),
  ],
);
