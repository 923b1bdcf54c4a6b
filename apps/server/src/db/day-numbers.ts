import { sql, type SQL } from 'drizzle-orm';

/**
 * SQL: the days from `dayZero` (an ISO date) to the date column `column`, as answers count
 * days (shared `dayOfNumber` reads them back). The column is SQL text of the caller's code,
 * never input.
 */
export const dayNumber = (column: string, dayZero: string): SQL =>
  sql`(${sql.raw(column)} - ${dayZero}::date)`;

/**
 * SQL: the minutes after midnight of the time column `column` (null stays null), as answers
 * count times of day (shared `timeOfMinutes`): 0 to 1,440, a stored 24:00 being the last.
 * Seconds are dropped, as the times' HH:MM text drops them. The column is SQL text of the
 * caller's code, never input.
 */
export const minuteOfDay = (column: string): SQL =>
  sql.raw(`(date_part('hour', ${column}) * 60 + date_part('minute', ${column}))::int`);
