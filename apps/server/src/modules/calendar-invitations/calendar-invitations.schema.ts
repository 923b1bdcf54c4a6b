import { integer, jsonb, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { createdAt, tenantColumns, tenantRef } from '../../db/columns';
import { projects } from '../projects/projects.schema';

/** An event as the address holds it: enough to cancel it once its crew is gone (ISO instants). */
export type HeldEvent = {
  id: string;
  summary: string;
  start: string;
  end: string | null;
  allDay: boolean;
};

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
    /** The events the address holds, so a removed crew's event can be cancelled by its UID. */
    heldEvents: jsonb('held_events').$type<HeldEvent[]>().notNull().default([]),
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
