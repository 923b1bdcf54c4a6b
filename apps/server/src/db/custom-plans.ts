import { sql } from 'drizzle-orm';
import type { Executor } from './client';
import { plansWithValues } from './tenant-scope';

/**
 * Plans the transaction's later statements with their parameters' values each time. After five
 * calls PostgreSQL may switch a prepared statement (db/prepared-statements.ts) to a generic plan,
 * made for any values: for a month's positions or a page of people it guesses the rows wrong
 * and scans where a custom plan looks up (the calendars and find-best-person ran 1.5 to 40
 * times slower from their sixth call on). Planning again costs a few milliseconds at most.
 *
 * `joinsAsWritten` keeps the joins in the order the statement writes them, for a page of rows
 * with names joined by key, where that order is the plan: the page first, then each name. The
 * projects calendar's thousand projects with eight names took 6 to 8 ms of planning weighing
 * every other order, 1 ms in the written one; its generic plan ran 30 ms against 20.
 *
 * A route that declares `plansWithValues` enters its transaction planning this way already
 * (access.ts), and then only `joinsAsWritten` costs a statement.
 */
export const planWithValues = async (
  tx: Executor,
  options: { joinsAsWritten?: boolean } = {},
): Promise<void> => {
  if (!options.joinsAsWritten && plansWithValues(tx)) return;
  const joinOrder = options.joinsAsWritten
    ? sql`, set_config('join_collapse_limit', '1', true)`
    : sql``;
  await tx.execute(
    sql`select set_config('plan_cache_mode', 'force_custom_plan', true)${joinOrder}`,
  );
};
