import { internalKinds, projectStates } from '@crewhub/shared';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { enumCheck } from '../../db/checks';
import { createdAt, tenantColumns, tenantRef } from '../../db/columns';
import { locations } from '../locations/locations.schema';
import { companies } from '../companies/companies.schema';
import { contacts } from '../contacts/contacts.schema';
import { persons } from '../persons/persons.schema';
import { branches, cateringAgreementTypes, rateCards } from '../reference/reference.schema';

/**
 * More days than this between a row's first and last date (a project, a position) make it
 * long: the calendars find the others by their first date, at most this many days before a
 * period, and the few long ones through a partial index of their own.
 */
export const longSpanDays = 7;

/** A project: an event or job for a client, staffed through project crews and positions. */
export const projects = pgTable(
  'project',
  {
    ...tenantColumns,
    number: text('number').notNull(),
    name: text('name').notNull(),
    companyId: integer('company_id'),
    clientMark: text('client_mark'),
    contactId: integer('contact_id'),
    reference: text('reference'),
    beginDate: date('begin_date'),
    endDate: date('end_date'),
    locationId: integer('location_id'),
    crewChiefPersonId: integer('crew_chief_person_id'),
    projectManagerPersonId: integer('project_manager_person_id'),
    comment: text('comment'),
    branchId: integer('branch_id'),
    defaultCateringTypeId: integer('default_catering_type_id'),
    rateCardId: integer('rate_card_id'),
    /** The hourly price charged to the client, in cents. */
    rateCents: integer('rate_cents'),
    projectType: text('project_type'),
    state: text('state', { enum: projectStates }).notNull().default('confirmed'),
    closed: boolean('closed').notNull().default(false),
    /** Internal projects that book sickness, vacation or bank holidays; excluded from lists. */
    internalKind: text('internal_kind', { enum: internalKinds }),
    /** argon2id hash of the password guests use to open this project by link. */
    guestPasswordHash: text('guest_password_hash'),
    /** The last day guests may log in with the password; null: until the planner revokes it. */
    guestAccessUntil: date('guest_access_until'),
    /**
     * Secret of the read-only iCal feed (RFC 5545 subscription link). Kept readable so the
     * planner can copy the same link again; regenerating it revokes old subscriptions.
     */
    calendarToken: text('calendar_token'),
    createdAt,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    enumCheck(table.internalKind, internalKinds),
    enumCheck(table.state, projectStates),
    unique('project_tenant_number_key').on(table.tenantId, table.number),
    index('project_dates_idx').on(table.tenantId, table.beginDate, table.endDate),
    // The calendar finds a period's projects by begin date (project_dates_idx), from a week
    // before it; the long ones and those missing a date here (rowsMeetingDays).
    index('project_long_span_idx')
      .on(table.tenantId, table.beginDate)
      .where(sql`${table.endDate} - ${table.beginDate} > ${sql.raw(String(longSpanDays))}`),
    index('project_open_dates_idx')
      .on(table.tenantId)
      .where(sql`${table.beginDate} is null or ${table.endDate} is null`),
    tenantRef(table.tenantId, table.companyId, companies),
    tenantRef(table.tenantId, table.contactId, contacts),
    tenantRef(table.tenantId, table.locationId, locations),
    tenantRef(table.tenantId, table.crewChiefPersonId, persons),
    tenantRef(table.tenantId, table.projectManagerPersonId, persons),
    tenantRef(table.tenantId, table.branchId, branches),
    tenantRef(table.tenantId, table.defaultCateringTypeId, cateringAgreementTypes),
    tenantRef(table.tenantId, table.rateCardId, rateCards),
  ],
);
