import { crewItemStatuses, internalKinds, type CrewItemStatus } from '@crewhub/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { enumCheck } from '../../db/checks';
import { createdAt, tenantColumns, tenantRef } from '../../db/columns';
import { persons } from '../persons/persons.schema';
import { projectCrewItems } from '../project-crews/project-crews.schema';

/** An assignment: one person on one position. For that person it is a job. */
export const projectCrewItemStatuses = pgTable(
  'project_crew_item_status',
  {
    ...tenantColumns,
    projectCrewItemId: integer('project_crew_item_id').notNull(),
    personId: integer('person_id').notNull(),
    status: text('status', { enum: crewItemStatuses }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    checkInAt: timestamp('check_in_at', { withTimezone: true }),
    checkInLatitude: doublePrecision('check_in_latitude'),
    checkInLongitude: doublePrecision('check_in_longitude'),
    checkOutAt: timestamp('check_out_at', { withTimezone: true }),
    checkOutLatitude: doublePrecision('check_out_latitude'),
    checkOutLongitude: doublePrecision('check_out_longitude'),
    proposedPaidHours: numeric('proposed_paid_hours', { precision: 6, scale: 2 }),
    proposedChargedHours: numeric('proposed_charged_hours', { precision: 6, scale: 2 }),
    signedOffAt: timestamp('signed_off_at', { withTimezone: true }),
    signedOffByPersonId: integer('signed_off_by_person_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt,
    /**
     * Kept by the database (triggers of migration 0038), never written by the app: the
     * assignment is a booking (requested, confirmed, spare) whose span meets another booking
     * of the same person, as `overlappingBookings` finds them.
     */
    doubleBooked: boolean('double_booked').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    enumCheck(table.status, crewItemStatuses),
    // One assignment per person and position; its status moves through the transitions.
    unique('pcis_item_person_key').on(table.tenantId, table.projectCrewItemId, table.personId),
    index('pcis_person_idx').on(table.tenantId, table.personId, table.status),
    // Requests and applications still waiting for an answer, for the planner's home: a large
    // tenant holds a million assignments and few of them wait (migration 0041).
    index('pcis_waiting_idx')
      .on(table.tenantId, table.status, table.projectCrewItemId)
      .where(sql`${table.status} in ('requested', 'applied')`),
    // A position's assignments (person, status, id) from the index alone (index-only scans):
    // the calendars read them for every position of a month.
    index('pcis_item_status_idx').on(
      table.tenantId,
      table.projectCrewItemId,
      table.personId,
      table.status,
      table.id,
    ),
    tenantRef(table.tenantId, table.projectCrewItemId, projectCrewItems).onDelete('cascade'),
    tenantRef(table.tenantId, table.personId, persons),
    tenantRef(table.tenantId, table.signedOffByPersonId, persons),
  ],
);

/** The column of `position_summary` that counts a position's assignments in `status`. */
export const statusCountColumn = (status: CrewItemStatus): string => `${status}_count`;

/**
 * A position's assignments counted by status, how many of them are double booked, and the
 * names and kind of its project and crew. Kept by triggers on assignments, positions, projects
 * and crews (migrations 0038, 0042 and 0043), one row for every position, so a calendar month reads
 * one row per position instead of its assignments, a sort of every booking around the month,
 * and a lookup of its project and its crew.
 */
export const positionSummaries = pgTable(
  'position_summary',
  {
    tenantId: integer('tenant_id').notNull(),
    projectCrewItemId: integer('project_crew_item_id').notNull(),
    projectNumber: text('project_number').notNull(),
    projectName: text('project_name').notNull(),
    projectType: text('project_type'),
    projectInternalKind: text('project_internal_kind', { enum: internalKinds }),
    crewName: text('crew_name').notNull(),
    ...Object.fromEntries(
      crewItemStatuses.map((status) => [
        status,
        integer(statusCountColumn(status)).notNull().default(0),
      ]),
    ),
    doubleBooked: integer('double_booked_count').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.projectCrewItemId] }),
    tenantRef(table.tenantId, table.projectCrewItemId, projectCrewItems).onDelete('cascade'),
  ],
);
