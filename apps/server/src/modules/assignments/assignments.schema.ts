import { crewItemStatuses } from '@crewhub/shared';
import {
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
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    enumCheck(table.status, crewItemStatuses),
    // One assignment per person and position; its status moves through the transitions.
    unique('pcis_item_person_key').on(table.tenantId, table.projectCrewItemId, table.personId),
    index('pcis_person_idx').on(table.tenantId, table.personId, table.status),
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
