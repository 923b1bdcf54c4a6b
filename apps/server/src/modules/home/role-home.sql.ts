import { addDays } from '@crewhub/shared';
import { sql, type SQL } from 'drizzle-orm';
import { jsonRawRows, mapRead, type DateBound, type JsonRead } from '../../db/json-read';

// SQL pieces the planner's and the client's home share, so both count staffing the same way.

/** People booked (requested, confirmed, spare) on position `alias`, never more than it needs (an extra spare fills nothing). */
export const bookedOn = (alias: string): SQL =>
  sql.raw(`least(${alias}.amount_of_rows, (select count(*)::integer from project_crew_item_status b
    where b.tenant_id = ${alias}.tenant_id and b.project_crew_item_id = ${alias}.id
      and b.status in ('requested', 'confirmed', 'spare')))`);

/** A home block's first rows; every row carries the block's full count as `total`. */
export type CountedRow = { total: number };

/** Home shows this many rows per block and says how many more there are. */
export const homeBlockSize = 5;

/**
 * A block query (which selects `count(*) over ()::integer as total` and limits itself to
 * `homeBlockSize`) as a read of home's statement, split into the block's total and items.
 */
export const countedRead = <Row extends CountedRow, Item>(
  query: SQL,
  toItem: (row: Row) => Item,
): JsonRead<{ total: number; items: Item[] }> =>
  mapRead(jsonRawRows<Row>(query), (rows) => ({
    total: rows[0]?.total ?? 0,
    items: rows.map(toItem),
  }));

/**
 * A date `days` after `day`, whether `day` is a date or an SQL date of the same statement (a
 * scalar subquery, which the sum goes inside of: see `dayFromToday` in home.service.ts).
 */
export const plusDays = (day: DateBound, days: number): DateBound =>
  typeof day === 'string' ? addDays(day, days) : sql`(select ${day} + ${days}::integer)`;

/** The reference columns of the project row `alias`, as `projectId`, `projectNumber`, `projectName`. */
export const projectRefColumns = (alias: string): SQL =>
  sql.raw(
    `${alias}.id as "projectId", ${alias}.number as "projectNumber", ${alias}.name as "projectName"`,
  );
export type ProjectRefRow = { projectId: number; projectNumber: string; projectName: string };
export const projectRefOfRow = (row: ProjectRefRow) => ({
  id: row.projectId,
  number: row.projectNumber,
  name: row.projectName,
});
