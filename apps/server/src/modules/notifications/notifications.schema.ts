import type { NotificationSettings } from '@crewhub/shared';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, tenantColumns, tenantRef } from '../../db/columns';
import { logins } from '../auth/auth.schema';

/**
 * One device of a login that receives web push: the push service's endpoint and the keys its
 * browser made (RFC 8291). A push service answering 404 or 410 removes the row.
 */
export const pushSubscriptions = pgTable(
  'push_subscription',
  {
    ...tenantColumns,
    loginId: integer('login_id').notNull(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    createdAt,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('push_subscription_endpoint_key').on(table.tenantId, table.endpoint),
    index('push_subscription_login_idx').on(table.tenantId, table.loginId),
    tenantRef(table.tenantId, table.loginId, logins).onDelete('cascade'),
  ],
);

/**
 * The installation's VAPID key pair when none comes from the environment: made once by the
 * first node that starts and read by every other, so all nodes sign pushes with the same key
 * (a new key would silently break every browser subscription). One row; not tenant data.
 */
export const vapidKeys = pgTable(
  'vapid_key',
  {
    id: integer('id').primaryKey().default(1),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt,
  },
  (table) => [check('vapid_key_single_row', sql`${table.id} = 1`)],
);

/** A login's notification choices; a login without a row has the defaults. */
export const notificationSettings = pgTable(
  'notification_setting',
  {
    ...tenantColumns,
    loginId: integer('login_id').notNull(),
    channels: jsonb('channels').$type<NotificationSettings['channels']>().notNull(),
    quietFrom: text('quiet_from').notNull(),
    quietUntil: text('quiet_until').notNull(),
    reminderHours: integer('reminder_hours').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('notification_setting_login_key').on(table.tenantId, table.loginId),
    tenantRef(table.tenantId, table.loginId, logins).onDelete('cascade'),
  ],
);

/**
 * Every notice given to a login, by a key naming what it was about (e.g.
 * `jobs:cancelled:assignment:12`): a second notice with the same key is not sent, so a retried
 * request or a re-run reminder never notifies twice.
 */
export const notificationsSent = pgTable(
  'notification_sent',
  {
    ...tenantColumns,
    loginId: integer('login_id').notNull(),
    noticeKey: text('notice_key').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('notification_sent_key').on(table.tenantId, table.loginId, table.noticeKey),
    tenantRef(table.tenantId, table.loginId, logins).onDelete('cascade'),
  ],
);
