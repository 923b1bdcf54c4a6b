import { mobileThemes } from '@crewhub/shared';
import { boolean, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { enumCheck } from '../../db/checks';

/** Tenants and their host names are global: the host is resolved before a tenant is known. */
export const tenants = pgTable('tenant', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
});

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
  },
  (table) => [
    primaryKey({ columns: [table.tenantId] }),
    enumCheck(table.mobileTheme, mobileThemes),
  ],
);
