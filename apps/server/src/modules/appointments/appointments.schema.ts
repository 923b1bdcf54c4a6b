import { appointmentStatuses } from '@crewhub/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  time,
  timestamp,
} from 'drizzle-orm/pg-core';
import { enumCheck } from '../../db/checks';
import { createdAt, tenantColumns, tenantRef } from '../../db/columns';
import { persons } from '../persons/persons.schema';

/**
 * An appointment the office or a planner makes with a person (an interview, a fitting, a
 * briefing): on one day, in the person's time zone, at a place or by video link.
 */
export const appointments = pgTable(
  'appointment',
  {
    ...tenantColumns,
    personId: integer('person_id').notNull(),
    subject: text('subject').notNull(),
    date: date('date').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    place: text('place'),
    videoLink: text('video_link'),
    notes: text('notes'),
    status: text('status', { enum: appointmentStatuses }).notNull().default('proposed'),
    answerComment: text('answer_comment'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    organiserLoginId: integer('organiser_login_id'),
    createdAt,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    enumCheck(table.status, appointmentStatuses),
    check('appointment_times', sql`${table.endTime} > ${table.startTime}`),
    index('appointment_person_idx').on(table.tenantId, table.personId, table.date),
    tenantRef(table.tenantId, table.personId, persons).onDelete('cascade'),
  ],
);
