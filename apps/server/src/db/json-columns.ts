import { sql, type SQL } from 'drizzle-orm';

/**
 * A column of an answer sent column by column: an SQL expression over the source's rows, or
 * `{ jsonText }` for one whose values are JSON texts already (an array per row, say).
 */
export type JsonColumn = string | { jsonText: string };

/**
 * SQL: the JSON array of one column's values, in the order the source hands its rows on. A JSON
 * text that is null counts as `null` (string_agg would skip it and shift the column's values).
 */
const arrayOf = (column: JsonColumn): string =>
  typeof column === 'string'
    ? `coalesce(array_to_json(array_agg(${column}))::text, '[]')`
    : `concat('[', string_agg(coalesce(${column.jsonText}, 'null'), ','), ']')`;

/**
 * SQL: the JSON array of one column's values over the rows of `from`, in the order it hands
 * them on (`jsonColumns` for a single column left as an array). The column and `from` are SQL
 * text written into the statement: constants of the caller's code, never input.
 */
export const jsonColumnArray = (column: string, from: string): SQL =>
  sql.raw(`(select ${arrayOf(column)} from ${from})`);

/**
 * SQL: the JSON text of an object of arrays, one per column, over the rows of `from`: one
 * aggregate, so value i of every array comes from the same row, in the order `from` gives
 * them (a materialized CTE hands them on in the order it stored them). `array_to_json`, whose
 * escaping equals `JSON.stringify`'s, writes no spaces; `json_agg` would write one after every
 * comma. Without `close`, the object is left open for Node to add members computed there.
 * The columns and `from` are SQL text written into the statement: constants of the caller's
 * code, never input.
 */
export const jsonColumns = (
  columns: Record<string, JsonColumn>,
  from: string,
  close = true,
): SQL => {
  const members = Object.entries(columns).map(
    ([key, column], index) => `'${index ? ',' : '{'}"${key}":', ${arrayOf(column)}`,
  );
  return sql.raw(
    `(select concat(${[...members, ...(close ? ["'}'"] : [])].join(', ')}) from ${from})`,
  );
};
