import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client';

type Counted = { current: number; ttl: number };

/** Share of calls that also sweep windows that ended long ago, so the table stays small. */
const sweepShare = 0.01;

/**
 * A @fastify/rate-limit store in PostgreSQL: one row per route and client address with a fixed
 * window, counted by a single upsert so concurrent nodes never lose an increment.
 */
export const postgresRateLimitStore = (db: Database): FastifyRateLimitStoreCtor => {
  const count = async (key: string, windowMs: number): Promise<Counted> => {
    const [row] = await queryRows<Counted>(
      db,
      sql`insert into request_counter as c (key, window_start, count) values (${key}, now(), 1)
        on conflict (key) do update set
          count = case when c.window_start + ${windowMs} * interval '1 millisecond' <= now() then 1 else c.count + 1 end,
          window_start = case when c.window_start + ${windowMs} * interval '1 millisecond' <= now() then now() else c.window_start end
        returning count as current,
          greatest(0, ceil(extract(epoch from (window_start + ${windowMs} * interval '1 millisecond' - now())) * 1000))::int as ttl`,
    );
    if (Math.random() < sweepShare) {
      await db.execute(
        sql`delete from request_counter where window_start < now() - interval '1 day'`,
      );
    }
    return row!;
  };

  class PostgresStore implements FastifyRateLimitStore {
    /** The plugin passes its options first; the scope names the route a child counts for. */
    constructor(
      _pluginOptions?: unknown,
      private readonly scope = 'global',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: Counted) => void, windowMs: number) {
      count(`${this.scope}|${key}`, windowMs).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    // Each rate-limited route counts on its own, like the plugin's in-memory store. The plugin
    // passes the route as `routeInfo` in the merged options (its typings say otherwise).
    child(options: object) {
      const route =
        'routeInfo' in options ? (options.routeInfo as { method?: unknown; url?: unknown }) : null;
      return new PostgresStore(undefined, `${String(route?.method)} ${route?.url}`);
    }
  }
  return PostgresStore;
};
