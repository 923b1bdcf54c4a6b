import { sql, type SQL } from 'drizzle-orm';
import { longSpanDays } from './schema';

/** A date computed once (a scalar subquery), so comparing a column with it is a leakproof index condition. */
export const dayOf = (value: SQL, daysLater = 0): SQL =>
  sql`(select (${value})::date + ${sql.raw(String(daysLater))})`;

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
  tenantId: number,
  from: SQL,
  to: SQL,
): SQL => {
  const days = sql.raw(String(longSpanDays));
  const [first, last] = [sql.raw(`m.${columns.first}`), sql.raw(`m.${columns.last}`)];
  return sql`select * from ${sql.raw(table)} m where m.tenant_id = ${tenantId}
      and ${first} between ${dayOf(from, -longSpanDays)} and ${dayOf(to)}
      and ${last} >= ${dayOf(from)} and ${last} - ${first} <= ${days}
    union all
    select * from ${sql.raw(table)} m where m.tenant_id = ${tenantId}
      and ${last} - ${first} > ${days} and ${first} <= ${dayOf(to)} and ${last} >= ${dayOf(from)}`;
};

/**
 * SQL, a subquery's body: the ids of the tenant's projects that can meet the days [from, to]
 * (dates): by their dates as `rowsMeetingDays` finds them, and those missing a date
 * (`project_open_dates_idx`), which the caller checks with its own conditions.
 */
export const projectIdsMeetingDays = (tenantId: number, from: string, to: string): SQL =>
  sql`select id from (${rowsMeetingDays(
    'project',
    { first: 'begin_date', last: 'end_date' },
    tenantId,
    sql`${from}`,
    sql`${to}`,
  )}) dated
    union all
    select id from project o where o.tenant_id = ${tenantId}
      and (o.begin_date is null or o.end_date is null)`;
