import { isDeepStrictEqual } from 'node:util';
import { fillPlaceholders, sql, type Query, type SQL } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

/** A request's values by name: each becomes a parameter of the statement, never its text. */
export type StatementValues = Record<string, unknown>;

/**
 * The values as the build sees them, each an SQL expression: a placeholder in the statement
 * kept per shape, the value itself (a parameter) in a fresh build. The build only ever puts
 * them into SQL, so it cannot tell one from the other and its text is the same for both.
 */
export type ValueSlots<V extends StatementValues> = { readonly [K in keyof V]: SQL };

/** What a build hands back: the statement and whatever goes with it (how to decode its answer). */
export type BuiltStatement = { sql: SQL };

export type CachedStatement<Shape, V extends StatementValues, B extends BuiltStatement> = {
  /**
   * The statement for `shape` filled with `values`: `built` (without its SQL tree, which is
   * not kept) comes from the first build of the shape and is shared by every request of that
   * shape, so it must not hold request values (decoders that need them take them when they
   * decode).
   */
  fill: (tx: Executor, shape: Shape, values: V) => { built: Omit<B, 'sql'>; query: Query };
};

/**
 * Whether each filled statement is checked against a fresh build with the request's values:
 * always under vitest (every API test), and in any server started with STATEMENT_CACHE_VERIFY=1.
 */
const verifyByDefault =
  process.env.STATEMENT_CACHE_VERIFY === '1' || process.env.VITEST !== undefined;

/** A statement spelled into text and parameters, as the executor's database sends it. */
export const queryOf = (tx: Executor, statement: SQL): Query =>
  // The dialect is internal to Drizzle's types; every executor of one database shares it.
  (tx as unknown as { dialect: PgDialect }).dialect.sqlToQuery(statement);

const slotsOf = <V extends StatementValues>(
  values: V,
  slot: (name: string, value: unknown) => SQL,
): ValueSlots<V> =>
  Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, slot(name, value)]),
  ) as ValueSlots<V>;

/** Each value as a parameter of its own, for a statement built per request. */
export const inlineSlots = <V extends StatementValues>(values: V): ValueSlots<V> =>
  slotsOf(values, (_name, value) => sql`${value}`);

const placeholderSlots = <V extends StatementValues>(values: V): ValueSlots<V> =>
  slotsOf(values, (name) => sql`${sql.placeholder(name)}`);

/** Throws when the filled statement is not what a fresh build with the same values gives. */
const checkAgainstFreshBuild = (name: string, filled: Query, fresh: Query) => {
  if (filled.sql !== fresh.sql) {
    throw new Error(`statement cache ${name}: the text differs from a fresh build`);
  }
  // Only the position: the values are personal data and errors get logged.
  const index = fresh.params.findIndex((value, at) => !isDeepStrictEqual(value, filled.params[at]));
  if (index >= 0 || filled.params.length !== fresh.params.length) {
    throw new Error(`statement cache ${name}: parameter ${index + 1} differs from a fresh build`);
  }
};

/**
 * A statement whose text depends only on a shape (which blocks the caller sees, a few rights,
 * whether there is a login), built and spelled into text once per shape with placeholders for
 * the request's values, then filled per request (issue 17: building and spelling home's 18 KB
 * statement was a third of its CPU). `keyOf` must name everything the build branches on: a
 * shape it misses, or a value the build reads from anywhere but its slots, makes the text or
 * the parameters differ from a fresh build, which the check (`verify`) turns into an error.
 */
export const statementCache = <
  Shape,
  V extends StatementValues,
  B extends BuiltStatement,
>(options: {
  name: string;
  keyOf: (shape: Shape) => string;
  build: (tx: Executor, shape: Shape, slots: ValueSlots<V>) => B;
  verify?: boolean;
  /**
   * Shapes kept at most; the shapes past it are built per request. Bounds the memory when a
   * shape holds a number the caller picks (a page's size).
   */
  maxShapes?: number;
}): CachedStatement<Shape, V, B> => {
  const { name, keyOf, build, verify = verifyByDefault, maxShapes = Infinity } = options;
  const byShape = new Map<string, { built: Omit<B, 'sql'>; query: Query }>();
  return {
    fill: (tx, shape, values) => {
      const key = keyOf(shape);
      let cached = byShape.get(key);
      if (cached === undefined && byShape.size >= maxShapes) {
        const { sql: tree, ...built } = build(tx, shape, inlineSlots(values));
        return { built, query: queryOf(tx, tree) };
      }
      if (cached === undefined) {
        // The tree is dropped once spelled: it holds the first request's query builders.
        const { sql: tree, ...built } = build(tx, shape, placeholderSlots(values));
        cached = { built, query: queryOf(tx, tree) };
        byShape.set(key, cached);
      }
      const query = {
        sql: cached.query.sql,
        params: fillPlaceholders(cached.query.params, values),
      };
      if (verify) {
        const fresh = queryOf(tx, build(tx, shape, inlineSlots(values)).sql);
        checkAgainstFreshBuild(name, query, fresh);
      }
      return { built: cached.built, query };
    },
  };
};

/** Rows of a statement already spelled into text, on the executor's connection. */
export const queryRowsOf = async <T>(tx: Executor, query: Query): Promise<T[]> => {
  const result = await tx._.session.prepareQuery(query, undefined, undefined, false).execute();
  return (result as { rows: T[] }).rows;
};
