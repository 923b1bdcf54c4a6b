import { changeRequestStatuses, personalDataFields, pictureStatuses } from '@crewhub/shared';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { enumCheck } from '../../db/checks';
import { createdAt, tenantColumns, tenantRef } from '../../db/columns';
import { files } from '../files/files.schema';
import { persons } from '../persons/persons.schema';

/** Who decided and when: the office's approval or rejection (with its reason). */
const decisionColumns = {
  reason: text('reason'),
  decidedByLoginId: integer('decided_by_login_id'),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
};

/** A change to one field of a person's personal data, waiting for (or decided by) the office. */
export const personChangeRequests = pgTable(
  'person_change_request',
  {
    ...tenantColumns,
    personId: integer('person_id').notNull(),
    field: text('field', { enum: personalDataFields }).notNull(),
    value: text('value'),
    status: text('status', { enum: changeRequestStatuses }).notNull().default('pending'),
    requestedByLoginId: integer('requested_by_login_id'),
    ...decisionColumns,
    createdAt,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    enumCheck(table.field, personalDataFields),
    enumCheck(table.status, changeRequestStatuses),
    index('person_change_request_person_idx').on(table.tenantId, table.personId),
    // A new request for a field replaces the pending one; two pending would be ambiguous.
    uniqueIndex('person_change_request_pending_key')
      .on(table.tenantId, table.personId, table.field)
      .where(sql`status = 'pending'`),
    tenantRef(table.tenantId, table.personId, persons).onDelete('cascade'),
  ],
);

/** A new profile picture; person.picture_file_id changes only when the office approves it. */
export const profilePictures = pgTable(
  'profile_picture',
  {
    ...tenantColumns,
    personId: integer('person_id').notNull(),
    fileId: integer('file_id').notNull(),
    status: text('status', { enum: pictureStatuses }).notNull().default('pending'),
    ...decisionColumns,
    createdAt,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    enumCheck(table.status, pictureStatuses),
    index('profile_picture_person_idx').on(table.tenantId, table.personId),
    uniqueIndex('profile_picture_pending_key')
      .on(table.tenantId, table.personId)
      .where(sql`status = 'pending'`),
    tenantRef(table.tenantId, table.personId, persons).onDelete('cascade'),
    tenantRef(table.tenantId, table.fileId, files),
  ],
);
