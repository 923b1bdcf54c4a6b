import { sql } from 'drizzle-orm';
import type { Executor } from './client';

/**
 * Plans the transaction's later statements with their parameters' values each time. After five
 * calls PostgreSQL may switch a prepared statement (db/prepared-statements.ts) to a generic plan,
 * made for any values: for a month's positions or a page of people it guesses the rows wrong
 * and scans where a custom plan looks up (the calendars and find-best-person ran 1.5 to 40
 * times slower from their sixth call on). Planning again costs a few milliseconds at most.
 */
export const planWithValues = async (tx: Executor): Promise<void> => {
  await tx.execute(sql`select set_config('plan_cache_mode', 'force_custom_plan', true)`);
};
