import { activityTypeCodes } from '@crewhub/shared';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { enumCheck } from '../../db/checks';
import { createdAt, tenantColumns, tenantRef } from '../../db/columns';
import { persons } from '../persons/persons.schema';

/** Logs, to-dos and tasks, attached to any subject (project, position, assignment, ...). */
export const activities = pgTable(
  'activity',
  {
    ...tenantColumns,
    caption: text('caption').notNull(),
    body: text('body'),
    type: text('type', { enum: activityTypeCodes }).notNull(),
    category: text('category'),
    personPartyId: integer('person_party_id'),
    subjectType: text('subject_type'),
    subjectId: integer('subject_id'),
    dueDate: date('due_date'),
    priority: integer('priority'),
    recipientLoginId: integer('recipient_login_id'),
    createdByLoginId: integer('created_by_login_id'),
    parameters: jsonb('parameters').$type<Record<string, string | number | boolean>>(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    enumCheck(table.type, activityTypeCodes),
    index('activity_subject_idx').on(table.tenantId, table.subjectType, table.subjectId),
    index('activity_due_idx').on(table.tenantId, table.type, table.dueDate),
    tenantRef(table.tenantId, table.personPartyId, persons),
  ],
);
