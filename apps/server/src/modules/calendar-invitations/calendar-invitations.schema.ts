import { integer, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { createdAt, tenantColumns, tenantRef } from '../../db/columns';
import { projects } from '../projects/projects.schema';

/**
 * An address a project's shifts were sent to as a calendar invitation. `sequence` and
 * `fingerprint` are what the address last got, so a change of the shifts is sent again with the
 * same event UIDs and a higher SEQUENCE, and a save that changed nothing sends nothing.
 */
export const calendarInvitations = pgTable(
  'calendar_invitation',
  {
    ...tenantColumns,
    projectId: integer('project_id').notNull(),
    email: text('email').notNull(),
    sequence: integer('sequence').notNull().default(0),
    fingerprint: text('fingerprint').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    createdAt,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('calendar_invitation_project_email_key').on(
      table.tenantId,
      table.projectId,
      table.email,
    ),
    tenantRef(table.tenantId, table.projectId, projects).onDelete('cascade'),
  ],
);
