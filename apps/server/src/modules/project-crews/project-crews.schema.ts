import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  time,
  timestamp,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, tenantColumns, tenantRef } from '../../db/columns';
import { locations } from '../locations/locations.schema';
import { persons } from '../persons/persons.schema';
import { longSpanDays, projects } from '../projects/projects.schema';
import { functions } from '../reference/reference.schema';

/** A project crew: one team on a project at one place for one date or shift (route /crews/{id}). */
export const projectCrews = pgTable(
  'project_crew',
  {
    ...tenantColumns,
    projectId: integer('project_id').notNull(),
    name: text('name').notNull(),
    date: date('date').notNull(),
    shift: text('shift').notNull().default('day'),
    locationId: integer('location_id'),
    crewChiefPersonId: integer('crew_chief_person_id'),
    contactOnSiteName: text('contact_on_site_name'),
    contactOnSitePhone: text('contact_on_site_phone'),
    contactOnSiteEmail: text('contact_on_site_email'),
    createdAt,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('project_crew_project_idx').on(table.tenantId, table.projectId, table.date),
    // Crews looked up by key for their names (the planner's home, a crew member's jobs): from
    // the index alone.
    index('project_crew_name_idx').on(table.tenantId, table.id, table.name),
    index('project_crew_date_idx').on(table.tenantId, table.date),
    // Crews a person leads (home, crew chief jobs) start from the person, not from every crew.
    index('project_crew_chief_idx').on(table.tenantId, table.crewChiefPersonId),
    tenantRef(table.tenantId, table.projectId, projects).onDelete('cascade'),
    tenantRef(table.tenantId, table.locationId, locations),
    tenantRef(table.tenantId, table.crewChiefPersonId, persons),
  ],
);

/** A position ("PCI"): a function needed on a project crew, with times and number of people. */
export const projectCrewItems = pgTable(
  'project_crew_item',
  {
    ...tenantColumns,
    projectCrewId: integer('project_crew_id').notNull(),
    /** Denormalised from the crew so project and calendar queries need no join. */
    projectId: integer('project_id').notNull(),
    functionId: integer('function_id').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    startTime: time('start_time'),
    endTime: time('end_time'),
    amountOfRows: integer('amount_of_rows').notNull().default(1),
    catering: text('catering'),
    crewInfoExternal: text('crew_info_external'),
    crewInfoInternal: text('crew_info_internal'),
    clientAdded: boolean('client_added').notNull().default(false),
    /** The crew chief's position on the crew. */
    crewChief: boolean('crew_chief').notNull().default(false),
    spare: boolean('spare').notNull().default(false),
    chargeableHours: numeric('chargeable_hours', { precision: 6, scale: 2 }),
    openAsVacancy: boolean('open_as_vacancy').notNull().default(false),
    /** Set when times or function change after people were requested ("has changed" colour). */
    changedAt: timestamp('changed_at', { withTimezone: true }),
    createdAt,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('pci_crew_idx').on(table.tenantId, table.projectCrewId),
    index('pci_project_idx').on(table.tenantId, table.projectId),
    // By date, with the columns the calendars, find-best-person and the working-time check read
    // of a period's positions: an index-only scan instead of a heap fetch per position.
    index('pci_dates_idx').on(
      table.tenantId,
      table.startDate,
      table.endDate,
      table.id,
      table.projectId,
      table.projectCrewId,
      table.functionId,
      table.startTime,
      table.endTime,
      table.amountOfRows,
      table.spare,
      table.changedAt,
    ),
    // Crew-chief positions are a few per crew at most: who leads which crew is read from these.
    index('pci_crew_chief_idx')
      .on(table.tenantId, table.id)
      .where(sql`${table.crewChief}`),
    // Positions longer than a week are few: a period's positions are found by start date
    // (pci_dates_idx) within a week before it, and the long ones here (positionsMeeting).
    index('pci_long_span_idx')
      .on(table.tenantId, table.startDate)
      .where(sql`${table.endDate} - ${table.startDate} > ${sql.raw(String(longSpanDays))}`),
    tenantRef(table.tenantId, table.projectCrewId, projectCrews).onDelete('cascade'),
    tenantRef(table.tenantId, table.projectId, projects).onDelete('cascade'),
    tenantRef(table.tenantId, table.functionId, functions),
  ],
);
