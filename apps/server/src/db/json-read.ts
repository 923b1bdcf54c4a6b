import { Column, SQL, sql, type DriverValueDecoder, type SQLWrapper } from 'drizzle-orm';
import { queryRows, type Executor } from './client';

/**
 * One read as an SQL expression of type json, and how its value becomes what the query would
 * have returned on its own. Several reads go to the database as one statement
 * (`readTogether`), so a screen that shows many blocks pays one round trip (issue 17).
 */
export type JsonRead<T> = {
  sql: SQL;
  decode: (json: unknown) => T;
  /** Known without the database (`constantRead`), so a statement of only these is not sent. */
  constant?: boolean;
};

/**
 * A date (YYYY-MM-DD), or an SQL expression of type date computed in the same statement (a
 * person's today in their own time zone, when their time zone is read in that statement too).
 */
export type DateBound = SqlValue<string>;

/**
 * A value a read takes either as itself or as SQL: a placeholder of a statement built once per
 * shape (`db/statement-cache.ts`), or an expression computed in the same statement.
 */
export type SqlValue<T> = T | SQL;

export type ReadResult<R> = R extends JsonRead<infer T> ? T : never;

/** A Drizzle select of flat fields (what `jsonRows` folds); its rows are `Row`. */
type FlatSelect<Row> = SQLWrapper &
  PromiseLike<Row[]> & { _: { selectedFields: Record<string, unknown> } };

type Field = { sql: SQL; decoder: DriverValueDecoder<unknown, unknown> };

const asIs: DriverValueDecoder<unknown, unknown> = { mapFromDriverValue: (value) => value };

/**
 * Types the driver hands over as their text (node-postgres and PGlite under Drizzle) or as
 * strings where JSON would give numbers; they are sent as text so each column's decoder sees
 * exactly what it sees outside JSON.
 */
const textTypes = /^(timestamp|date|interval|numeric|bigint)/;

/** Whether a column's values travel as text (`textTypes`), once per column. */
const sentAsText = new WeakMap<Column, boolean>();
const isSentAsText = (column: Column): boolean => {
  let asText = sentAsText.get(column);
  if (asText === undefined) {
    asText = textTypes.test(column.getSQLType());
    sentAsText.set(column, asText);
  }
  return asText;
};

// instanceof rather than Drizzle's `is`: every read of home folds its fields on each request,
// and `is` walks the prototypes whenever a check fails (the server bundles one Drizzle).
const fieldOf = (name: string, field: unknown, index: number): Field => {
  const ref = sql.raw(`q.c${index}`);
  // A SQL field decodes with what `mapWith` gave it; Drizzle keeps that as `decoder`.
  const expression = field instanceof SQL.Aliased ? field.sql : field;
  const decoder =
    expression instanceof Column
      ? expression
      : expression instanceof SQL
        ? ((expression as unknown as { decoder?: DriverValueDecoder<unknown, unknown> }).decoder ??
          asIs)
        : undefined;
  if (!decoder) throw new Error(`jsonRows: field ${name} is not a column or an SQL expression`);
  const asText = decoder instanceof Column && isSentAsText(decoder);
  return { sql: asText ? sql`${ref}::text` : ref, decoder };
};

/**
 * A Drizzle select (flat fields, no nested objects) as a JSON array of its rows, in the
 * select's order, decoded field by field with the same decoders Drizzle uses. The select is
 * built but never run on its own.
 */
export const jsonRows = <Row>(query: FlatSelect<Row>): JsonRead<Row[]> => {
  const entries = Object.entries(query._.selectedFields);
  const fields = entries.map(([name, field], index) => fieldOf(name, field, index));
  const columns = sql.raw(entries.map((_entry, index) => `c${index}`).join(', '));
  return {
    // json_agg over a sorted subquery keeps its order (the subquery is scanned as it is).
    sql: sql`(select coalesce(json_agg(json_build_array(${sql.join(
      fields.map((field) => field.sql),
      sql`, `,
    )})), '[]'::json) from ${query} as q(${columns}))`,
    decode: (json) =>
      (json as unknown[][]).map(
        (values) =>
          Object.fromEntries(
            entries.map(([name], index) => {
              const value = values[index];
              return [
                name,
                value === null ? null : fields[index]!.decoder.mapFromDriverValue(value),
              ];
            }),
          ) as Row,
      ),
  };
};

/**
 * A raw SQL select as a JSON array of its rows, keyed by column name. Its columns must read the
 * same in JSON as from the driver: text, numbers, booleans, json; dates and times as `::text`.
 */
export const jsonRawRows = <Row>(query: SQL): JsonRead<Row[]> => ({
  sql: sql`(select coalesce(json_agg(q), '[]'::json) from (${query}) as q)`,
  decode: (json) => json as Row[],
});

/** A read whose result is mapped once decoded. */
export const mapRead = <A, B>(read: JsonRead<A>, map: (value: A) => B): JsonRead<B> => ({
  ...read,
  decode: (json) => map(read.decode(json)),
});

/** Several reads as one JSON object, each under its key. */
export const jsonObject = <R extends Record<string, JsonRead<unknown>>>(
  reads: R,
): JsonRead<{ [K in keyof R]: ReadResult<R[K]> }> => {
  const keys = Object.keys(reads);
  return {
    constant: keys.every((key) => reads[key]!.constant),
    sql: sql`json_build_object(${sql.join(
      keys.map((key) => sql`${key}::text, ${reads[key]!.sql}`),
      sql`, `,
    )})`,
    decode: (json) => {
      const values = json as Record<string, unknown>;
      return Object.fromEntries(keys.map((key) => [key, reads[key]!.decode(values[key])])) as {
        [K in keyof R]: ReadResult<R[K]>;
      };
    },
  };
};

/** A read that yields `value` without asking the database (a block the caller may not see). */
export const constantRead = <T>(value: T): JsonRead<T> => ({
  sql: sql`null`,
  decode: () => value,
  constant: true,
});

/** Several reads as one statement; `read` decodes the `value` of its one row. */
export type TogetherStatement<T> = { sql: SQL; read: JsonRead<T> };

/**
 * The reads as one statement, `with <prelude> select json_build_object(…) as value`. `prelude`
 * is a WITH list (without the word) every read may refer to, such as values computed once from
 * a row.
 */
export const togetherStatement = <R extends Record<string, JsonRead<unknown>>>(
  reads: R,
  prelude?: SQL,
): TogetherStatement<{ [K in keyof R]: ReadResult<R[K]> }> => {
  const read = jsonObject(reads);
  return { sql: sql`${prelude ? sql`with ${prelude} ` : sql``}select ${read.sql} as value`, read };
};

/** The decoded answer of a together statement, from its rows. */
export const decodeTogether = <T>(read: JsonRead<T>, rows: { value: unknown }[]): T =>
  read.decode(rows[0]!.value);

/** Runs the reads in one statement (see `togetherStatement`); none is sent when all are constant. */
export const readTogether = async <R extends Record<string, JsonRead<unknown>>>(
  tx: Executor,
  reads: R,
  prelude?: SQL,
): Promise<{ [K in keyof R]: ReadResult<R[K]> }> => {
  const statement = togetherStatement(reads, prelude);
  if (statement.read.constant) return statement.read.decode({});
  return decodeTogether(statement.read, await queryRows<{ value: unknown }>(tx, statement.sql));
};
