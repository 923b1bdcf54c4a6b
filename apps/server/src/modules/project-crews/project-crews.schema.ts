import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  time,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt, tenantColumns, tenantRef } from '../../db/columns';
import { locations } from '../locations/locations.schema';
import { persons } from '../people/people.schema';
import { projects } from '../projects/projects.schema';
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
    index('project_crew_date_idx').on(table.tenantId, table.date),
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
    index('pci_dates_idx').on(table.tenantId, table.startDate, table.endDate),
    tenantRef(table.tenantId, table.projectCrewId, projectCrews).onDelete('cascade'),
    tenantRef(table.tenantId, table.projectId, projects).onDelete('cascade'),
    tenantRef(table.tenantId, table.functionId, functions),
  ],
);

export const crewItemStatuses = [
  'applied',
  'requested',
  'confirmed',
  'spare',
  'not_needed',
  'no_show',
  'cancelled',
] as const;

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
    // One assignment per person and position; its status moves through the transitions.
    unique('pcis_item_person_key').on(table.tenantId, table.projectCrewItemId, table.personId),
    index('pcis_person_idx').on(table.tenantId, table.personId, table.status),
    tenantRef(table.tenantId, table.projectCrewItemId, projectCrewItems).onDelete('cascade'),
    tenantRef(table.tenantId, table.personId, persons),
    tenantRef(table.tenantId, table.signedOffByPersonId, persons),
  ],
);

/** Browser geolocation sent at check-in, check-out and while on site. */
export const liveLocations = pgTable(
  'live_location',
  {
    ...tenantColumns,
    projectCrewId: integer('project_crew_id').notNull(),
    personId: integer('person_id').notNull(),
    kind: text('kind', { enum: ['check_in', 'check_out', 'ping'] }).notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    accuracy: doublePrecision('accuracy'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('live_location_crew_idx').on(table.tenantId, table.projectCrewId, table.recordedAt),
    tenantRef(table.tenantId, table.projectCrewId, projectCrews).onDelete('cascade'),
    tenantRef(table.tenantId, table.personId, persons),
  ],
);

/** The delivery note of a project crew, signed on site by the contact on site. */
export const deliveryNotes = pgTable(
  'delivery_note',
  {
    ...tenantColumns,
    projectCrewId: integer('project_crew_id').notNull(),
    signedFileId: integer('signed_file_id'),
    signerName: text('signer_name'),
    rating: integer('rating'),
    comment: text('comment'),
    formFields: jsonb('form_fields').$type<Record<string, string>>(),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    downloaded: boolean('downloaded').notNull().default(false),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('delivery_note_crew_key').on(table.tenantId, table.projectCrewId),
    tenantRef(table.tenantId, table.projectCrewId, projectCrews).onDelete('cascade'),
  ],
);

export const crewPhotos = pgTable(
  'crew_photo',
  {
    ...tenantColumns,
    projectCrewId: integer('project_crew_id').notNull(),
    personId: integer('person_id').notNull(),
    fileId: integer('file_id').notNull(),
    /** A small JPEG made at upload; null when the image could not be decoded. */
    thumbnailFileId: integer('thumbnail_file_id'),
    /** Uploads wait for approval before others see them. */
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    createdAt,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('crew_photo_crew_idx').on(table.tenantId, table.projectCrewId),
    tenantRef(table.tenantId, table.projectCrewId, projectCrews).onDelete('cascade'),
    tenantRef(table.tenantId, table.personId, persons),
  ],
);

/** A security check form filled per crew, date and shift. */
export const securityChecks = pgTable(
  'security_check',
  {
    ...tenantColumns,
    projectCrewId: integer('project_crew_id').notNull(),
    formId: integer('form_id').notNull(),
    date: date('date').notNull(),
    shift: text('shift').notNull(),
    answers: jsonb('answers').$type<Record<string, string | boolean>>(),
    signedByPersonId: integer('signed_by_person_id'),
    signedFileId: integer('signed_file_id'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('security_check_key').on(
      table.tenantId,
      table.projectCrewId,
      table.formId,
      table.date,
      table.shift,
    ),
    tenantRef(table.tenantId, table.projectCrewId, projectCrews).onDelete('cascade'),
    tenantRef(table.tenantId, table.signedByPersonId, persons),
  ],
);
