import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Per-source request counts of the rate-limited public calls (login, password links), shared by
 * every API node so a cap holds across the cluster. Keyed by route and client address, not by
 * tenant: the cap protects the service before anyone is known, like the tenant host table.
 */
export const requestCounters = pgTable('request_counter', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});
