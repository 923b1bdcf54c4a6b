import { mobileThemes } from '@crewhub/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { enumCheck } from '../../db/checks';

/** Tenants and their host names are global: the host is resolved before a tenant is known. */
export const tenants = pgTable(
  'tenant',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /**
     * Where every link the server sends (mail, feeds) points, e.g. https://crew.example.com.
     * Never taken from a request: a forged Host header must not steer a reset link elsewhere.
     */
    publicOrigin: text('public_origin').notNull(),
    /**
     * Origins (space-separated, like publicOrigin) whose pages may show the app in an iframe,
     * e.g. the tenant's own website with the top-menu layout; empty allows only the app itself.
     */
    frameAncestors: text('frame_ancestors').notNull().default(''),
    /**
     * Set by operations when the tenant's subscription lapses (unpaid, ended): the workspace's
     * API then answers 403 SUBSCRIPTION_INACTIVE, except its public settings, until cleared.
     */
    subscriptionSuspendedAt: timestamp('subscription_suspended_at', { withTimezone: true }),
  },
  (table) => [
    // A bare origin: lower-case scheme and host, optional port, no path, user or trailing slash.
    check(
      'tenant_public_origin_check',
      sql`${table.publicOrigin} ~ '^https?://[a-z0-9.-]+(:[0-9]{1,5})?$'`,
    ),
    // Bare origins only, so the list goes into the Content-Security-Policy header unescaped.
    check(
      'tenant_frame_ancestors_check',
      sql`${table.frameAncestors} ~ '^(https?://[a-z0-9.-]+(:[0-9]{1,5})?( |$))*$'`,
    ),
  ],
);

export const tenantHosts = pgTable('tenant_host', {
  host: text('host').primaryKey(),
  tenantId: integer('tenant_id')
    .notNull()
    .references(() => tenants.id),
});

export const tenantSettings = pgTable(
  'tenant_settings',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    faviconUrl: text('favicon_url'),
    mobileTheme: text('mobile_theme', { enum: mobileThemes }).notNull().default('default'),
    defaultLanguage: text('default_language').notNull().default('en'),
    useUserLanguage: boolean('use_user_language').notNull().default(true),
    backgroundUrl: text('background_url'),
    backgroundColorCode: text('background_color_code'),
    metaHostName: text('meta_host_name'),
    metaDescription: text('meta_description'),
    oneCrewOneTreeTitle: text('one_crew_one_tree_title'),
    /** Working-time rules checked before a planner confirms someone (contracts). */
    maxWeeklyWorkMinutes: integer('max_weekly_work_minutes').notNull().default(2880),
    minRestMinutes: integer('min_rest_minutes').notNull().default(660),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId] }),
    enumCheck(table.mobileTheme, mobileThemes),
  ],
);
