import { calendarSubscriptionKinds } from '@crewhub/shared';
import { index, integer, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { enumCheck } from '../../db/checks';
import { createdAt, tenantColumns, tenantRef } from '../../db/columns';
import { persons } from '../persons/persons.schema';

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A private iCal feed of one person (their jobs, blocked dates and vacation) or of one planner
 * (the projects they manage). Only the SHA-256 of the link's token is kept: a database leak
 * hands out no working feed, and deleting the row revokes the link.
 */
export const calendarSubscriptions = pgTable(
  'calendar_subscription',
  {
    ...tenantColumns,
    personId: integer('person_id').notNull(),
    kind: text('kind', { enum: calendarSubscriptionKinds }).notNull(),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The language of the login that made it: feeds have no reader to ask. */
    language: text('language'),
    createdAt,
    renewedAt: instant('renewed_at'),
    refreshedAt: instant('refreshed_at'),
    lastReadAt: instant('last_read_at'),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    enumCheck(table.kind, calendarSubscriptionKinds),
    unique('calendar_subscription_token_key').on(table.tenantId, table.tokenHash),
    index('calendar_subscription_person_idx').on(table.tenantId, table.personId),
    tenantRef(table.tenantId, table.personId, persons).onDelete('cascade'),
  ],
);

/**
 * What a subscription's calendar app was last handed of each event: a fingerprint of its
 * content, the SEQUENCE and when it last changed (DTSTAMP). A changed fingerprint raises the
 * sequence, so apps replace the event instead of keeping the old one.
 */
export const calendarFeedEvents = pgTable(
  'calendar_feed_event',
  {
    ...tenantColumns,
    subscriptionId: integer('subscription_id').notNull(),
    uid: text('uid').notNull(),
    fingerprint: text('fingerprint').notNull(),
    sequence: integer('sequence').notNull().default(0),
    changedAt: instant('changed_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('calendar_feed_event_uid_key').on(table.tenantId, table.subscriptionId, table.uid),
    tenantRef(table.tenantId, table.subscriptionId, calendarSubscriptions).onDelete('cascade'),
  ],
);
