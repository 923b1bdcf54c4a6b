/** An answer's part sent column by column: arrays of the same length, value i of each for row i. */
export type Columns = Record<string, readonly unknown[]>;

/** One object per row, with a key per column. */
export type RowOf<C extends Columns> = { [K in keyof C]: C[K][number] };

/**
 * The rows of columns, in their order. Throws when a column is shorter or longer than the
 * first, which a well-formed answer never has.
 */
export const rowsOfColumns = <C extends Columns>(columns: C): RowOf<C>[] => {
  const keys = Object.keys(columns) as (keyof C & string)[];
  const length = keys.length === 0 ? 0 : columns[keys[0]!]!.length;
  const uneven = keys.find((key) => columns[key]!.length !== length);
  if (uneven !== undefined)
    throw new Error(`The answer's column ${uneven} is not as long as the others`);
  const rows: RowOf<C>[] = [];
  for (let index = 0; index < length; index += 1) {
    const row: Partial<RowOf<C>> = {};
    for (const key of keys) row[key] = columns[key]![index] as RowOf<C>[typeof key];
    rows.push(row as RowOf<C>);
  }
  return rows;
};
