import { isDeepStrictEqual } from 'node:util';
import {
  Column,
  Name,
  Param,
  Placeholder,
  SQL,
  StringChunk,
  Subquery,
  Table,
  View,
  type DriverValueEncoder,
  type QueryWithTypings,
  type QueryTypingsValue,
} from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';

// A table's own symbols (`Table.Symbol`, internal to Drizzle's types); the same in every copy.
const tableNameKey = Symbol.for('drizzle:Name');
const schemaKey = Symbol.for('drizzle:Schema');
const isAliasKey = Symbol.for('drizzle:IsAlias');
type TableSymbols = {
  [tableNameKey]: string;
  [schemaKey]: string | undefined;
  [isAliasKey]: boolean;
};
/** `shouldInlineParams` is private in Drizzle's types. */
const inlinesParams = (sql: SQL) =>
  (sql as unknown as { shouldInlineParams: boolean }).shouldInlineParams;

/** What the compiler leaves to Drizzle: a chunk it does not know, or parameters written inline. */
const unsupported = Symbol('unsupported');

type Output = { text: string; params: unknown[]; typings: QueryTypingsValue[] };

/** A first compilation that differs from Drizzle's turns the fast path off for that text. */
const maxCheckedTexts = 5000;

/**
 * Turns Drizzle's SQL trees into statement text and parameters the way the dialect does
 * (`SQL.buildQueryFromSourceParams`), but with `instanceof` instead of Drizzle's `is`, which
 * walks every prototype when a check fails: building the text took a third of the server's CPU
 * under `/home` load (issue 17, docs/performance.md). The first time a text comes out it is
 * compared with what Drizzle builds for the same tree; a text that differs is left to Drizzle
 * from then on. Chunks it does not handle (views, enums, inlined or placeholder parameters) go
 * to Drizzle too, so its answer is always Drizzle's.
 */
export const compileLikeDrizzle = (dialect: PgDialect) => {
  const typingOf = new WeakMap<object, QueryTypingsValue>();
  const typing = (encoder: DriverValueEncoder<unknown, unknown>): QueryTypingsValue => {
    let known = typingOf.get(encoder);
    if (known === undefined) {
      known = dialect.prepareTyping(encoder);
      typingOf.set(encoder, known);
    }
    return known;
  };
  const name = (value: string) => dialect.escapeName(value);
  // How the dialect spells a column's name (its casing option); internal to Drizzle's types.
  const { casing } = dialect as unknown as {
    casing: { getColumnCasing: (column: Column) => string };
  };

  const tableName = (table: Table): string => {
    const symbols = table as unknown as TableSymbols;
    const schema = symbols[schemaKey];
    const own = name(symbols[tableNameKey]);
    return schema === undefined || symbols[isAliasKey] ? own : `${name(schema)}.${own}`;
  };

  const addParam = (out: Output, value: unknown, typed: QueryTypingsValue) => {
    out.text += dialect.escapeParam(out.params.length);
    out.params.push(value);
    out.typings.push(typed);
  };

  /** Appends one chunk; false when Drizzle must build the statement. */
  const add = (out: Output, chunk: unknown): boolean => {
    if (chunk instanceof StringChunk) {
      out.text += chunk.value.join('');
      return true;
    }
    if (chunk instanceof Name) {
      out.text += name(chunk.value);
      return true;
    }
    if (chunk === undefined) return true;
    if (Array.isArray(chunk)) {
      out.text += '(';
      for (let index = 0; index < chunk.length; index += 1) {
        if (index > 0) out.text += ', ';
        if (!add(out, chunk[index])) return false;
      }
      out.text += ')';
      return true;
    }
    if (chunk instanceof SQL) return !inlinesParams(chunk) && addAll(out, chunk.queryChunks);
    if (chunk instanceof Table) {
      out.text += tableName(chunk);
      return true;
    }
    if (chunk instanceof Column) {
      out.text += `${tableName(chunk.table)}.${name(casing.getColumnCasing(chunk))}`;
      return true;
    }
    if (chunk instanceof View) return false;
    if (chunk instanceof Param) {
      if (chunk.value instanceof Placeholder) return false;
      const value = chunk.value === null ? null : chunk.encoder.mapToDriverValue(chunk.value);
      if (value instanceof SQL) return add(out, value);
      addParam(out, value, typing(chunk.encoder));
      return true;
    }
    if (chunk instanceof Placeholder) return false;
    if (chunk instanceof SQL.Aliased && chunk.fieldAlias !== undefined) {
      out.text += name(chunk.fieldAlias);
      return true;
    }
    if (chunk instanceof Subquery) {
      const { alias, isWith, sql } = chunk._ as unknown as {
        alias: string;
        isWith: boolean;
        sql: SQL;
      };
      if (isWith) {
        out.text += name(alias);
        return true;
      }
      out.text += '(';
      if (!add(out, sql)) return false;
      out.text += `) ${name(alias)}`;
      return true;
    }
    // Enums (a function) are rare in statements: Drizzle builds those.
    if (typeof chunk === 'function') return false;
    if (typeof chunk === 'object' && chunk !== null && 'getSQL' in chunk) {
      const wrapper = chunk as { getSQL: () => unknown; shouldOmitSQLParens?: () => boolean };
      if (typeof wrapper.getSQL !== 'function') return false;
      if (wrapper.shouldOmitSQLParens?.()) return add(out, wrapper.getSQL());
      out.text += '(';
      if (!add(out, wrapper.getSQL())) return false;
      out.text += ')';
      return true;
    }
    addParam(out, chunk, 'none');
    return true;
  };

  const addAll = (out: Output, chunks: unknown[]): boolean => {
    for (const chunk of chunks) if (!add(out, chunk)) return false;
    return true;
  };

  /** The fast compilation of `sql`, or `unsupported`. */
  const compile = (sql: SQL): QueryWithTypings | typeof unsupported => {
    if (inlinesParams(sql)) return unsupported;
    const out: Output = { text: '', params: [], typings: [] };
    if (!addAll(out, sql.queryChunks)) return unsupported;
    return out.params.length > 0
      ? { sql: out.text, params: out.params, typings: out.typings }
      : { sql: out.text, params: out.params };
  };

  const checked = new Map<string, boolean>();
  const drizzle = dialect.sqlToQuery.bind(dialect);

  /** The dialect's `sqlToQuery`: the fast path, checked once per text against Drizzle's. */
  return (sql: SQL, invokeSource?: 'indexes' | undefined): QueryWithTypings => {
    // Index definitions (migrations) name columns without their table.
    if (invokeSource !== undefined) return drizzle(sql, invokeSource);
    const fast = compile(sql);
    if (fast === unsupported) return drizzle(sql);
    const agrees = checked.get(fast.sql);
    if (agrees === true) return fast;
    if (agrees === false) return drizzle(sql);
    const built = drizzle(sql);
    if (checked.size >= maxCheckedTexts) checked.clear();
    checked.set(fast.sql, sameQuery(fast, built));
    return built;
  };
};

// Encoders may build a new array or object on each call: equal, not identical.
const sameQuery = (a: QueryWithTypings, b: QueryWithTypings): boolean =>
  a.sql === b.sql &&
  isDeepStrictEqual(a.params, b.params) &&
  isDeepStrictEqual(a.typings, b.typings);

/**
 * Makes a database build its statements with the fast compiler: its transactions and query
 * builders all use the one dialect (internal to Drizzle's types).
 */
export const compileFaster = (db: object) => {
  const { dialect } = db as { dialect: PgDialect };
  dialect.sqlToQuery = compileLikeDrizzle(dialect);
};
