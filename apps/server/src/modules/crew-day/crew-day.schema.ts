import { crewPhotoStatuses, liveLocationKinds } from '@crewhub/shared';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { enumCheck } from '../../db/checks';
import { createdAt, tenantColumns, tenantRef } from '../../db/columns';
import { persons } from '../persons/persons.schema';
import { projectCrews } from '../project-crews/project-crews.schema';

/** Browser geolocation sent at check-in, check-out and while on site. */
export const liveLocations = pgTable(
  'live_location',
  {
    ...tenantColumns,
    projectCrewId: integer('project_crew_id').notNull(),
    personId: integer('person_id').notNull(),
    kind: text('kind', { enum: liveLocationKinds }).notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    accuracy: doublePrecision('accuracy'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    enumCheck(table.kind, liveLocationKinds),
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
    status: text('status', { enum: crewPhotoStatuses }).notNull().default('pending'),
    createdAt,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    enumCheck(table.status, crewPhotoStatuses),
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
