import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { longSpanDays, projects } from './schema';
import type { SqlValue } from './json-read';

/** A date computed once (a scalar subquery), so comparing a column with it is a leakproof index condition. */
export const dayOf = (value: SQL, daysLater = 0): SQL =>
  sql`(select (${value})::date + ${sql.raw(String(daysLater))})`;

/**
 * The two plain comparisons by which days [first, last] meet [from, to]: spans of up to
 * `longSpanDays` by their first date, from that many days before the period; longer ones by
 * their length, which a partial index of their own holds.
 */
const spansMeeting = (first: SQLWrapper, last: SQLWrapper, from: SQL, to: SQL) => {
  const days = sql.raw(String(longSpanDays));
  return {
    short: sql`${first} between ${dayOf(from, -longSpanDays)} and ${dayOf(to)}
      and ${last} >= ${dayOf(from)} and ${last} - ${first} <= ${days}`,
    long: sql`${last} - ${first} > ${days} and ${first} <= ${dayOf(to)} and ${last} >= ${dayOf(from)}`,
  };
};

/**
 * SQL, a subquery's body: the tenant's rows of `table` (every column) whose days
 * [first, last] (date columns, both set) meet the days [from, to] (date expressions). Under
 * row-level security only leakproof conditions may use an index, and no range operator (nor
 * `coalesce`) is leakproof, so the dates are compared as plain columns: rows of up to
 * `longSpanDays` by their first date (an index on tenant and first date, from that many days
 * before the period), longer ones through a partial index of their own.
 */
export const rowsMeetingDays = (
  table: 'project' | 'project_crew_item',
  columns: { first: string; last: string },
  tenantId: SqlValue<number>,
  from: SQL,
  to: SQL,
): SQL => {
  const { short, long } = spansMeeting(
    sql.raw(`m.${columns.first}`),
    sql.raw(`m.${columns.last}`),
    from,
    to,
  );
  return sql`select * from ${sql.raw(table)} m where m.tenant_id = ${tenantId} and ${short}
    union all
    select * from ${sql.raw(table)} m where m.tenant_id = ${tenantId} and ${long}`;
};

/**
 * SQL, a condition on a project's own row: its days can meet [from, to] (dates) by
 * `spansMeeting`, or a date is missing (the caller's own conditions decide those). As
 * one OR of plain comparisons the planner reads it as a bitmap OR of `project_dates_idx`,
 * `project_long_span_idx` and `project_open_dates_idx` and estimates its rows from their
 * statistics; a list of ids from a subquery it guessed at a few rows and joined every name
 * by nested loop.
 */
export const projectMeetsDays = (from: string, to: string): SQL => {
  const [first, last] = [projects.beginDate, projects.endDate];
  const { short, long } = spansMeeting(first, last, sql`${from}`, sql`${to}`);
  return sql`((${short}) or (${long}) or ${first} is null or ${last} is null)`;
};
