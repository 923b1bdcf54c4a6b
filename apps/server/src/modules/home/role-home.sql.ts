import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';

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
 * Runs a block query (which selects `count(*) over ()::integer as total` and limits itself to
 * `homeBlockSize`) and splits it into the block's total and items.
 */
export const countedBlock = async <Row extends CountedRow, Item>(
  tx: Executor,
  query: SQL,
  toItem: (row: Row) => Item,
): Promise<{ total: number; items: Item[] }> => {
  const rows = await queryRows<Row>(tx, query);
  return { total: rows[0]?.total ?? 0, items: rows.map(toItem) };
};

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
