import { getTableName, sql } from 'drizzle-orm';
import { check, type ExtraConfigColumn } from 'drizzle-orm/pg-core';

const quoted = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * A CHECK named `<table>_<column>_check` that refuses values outside the column's list: Drizzle's
 * `enum` only narrows the TypeScript type, the database would take any text. The list is passed
 * again because Drizzle hides a column's enum values from the table's constraint callback.
 */
export const enumCheck = <Column extends ExtraConfigColumn>(
  column: Column,
  values: readonly Column['_']['data'][],
) => {
  const name = `${getTableName(column.table)}_${column.name}_check`;
  const listed = values.map((value) => quoted(String(value))).join(', ');
  return check(name, sql`${column} in (${sql.raw(listed)})`);
};
