import type pg from 'pg';

type QueryConfig = { text: string; name?: string };
type Query = (config: unknown, ...rest: unknown[]) => unknown;

const isQueryConfig = (value: unknown): value is QueryConfig =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { text?: unknown }).text === 'string';

const textOf = (config: unknown): string | undefined =>
  typeof config === 'string' ? config : isQueryConfig(config) ? config.text : undefined;

/** Drizzle's `begin` or `commit` as it sends them: no parameters, no callback, no name. */
const isPlain = (config: unknown, rest: unknown[], text: string): boolean => {
  const [values, ...more] = rest;
  const noValues = values === undefined || (Array.isArray(values) && values.length === 0);
  const unnamed = !isQueryConfig(config) || config.name === undefined;
  return noValues && more.length === 0 && unnamed && textOf(config)?.trim().toLowerCase() === text;
};

/** What `begin` answers; Drizzle reads nothing from it. */
const begun = { command: 'BEGIN', rowCount: null, oid: 0, rows: [], fields: [] };

/**
 * Sends a transaction's BEGIN together with its first statement when that statement has no
 * parameters: one message and one round trip instead of two. Every request's transaction
 * starts with the statement that enters the tenant, which for a caller this node knows has
 * none (db/tenant-scope.ts). On this two-core machine each round trip cost the node about
 * half a millisecond of CPU in the socket write alone, a fifth of a crew home's (issue 17).
 * A first statement with parameters is sent after a BEGIN of its own, as before, and a
 * transaction that sent nothing ends without either. Wraps a new pool connection's `query`
 * (the pool's `connect` event), after `preparingRepeatedStatements`, which never names a text
 * of several statements.
 */
export const beginningWithFirstStatement = (client: pg.PoolClient): void => {
  const query = client.query.bind(client) as Query;
  let beginPending = false;
  const withBegin: Query = (config, ...rest) => {
    if (isPlain(config, rest, 'begin')) {
      beginPending = true;
      return Promise.resolve(begun);
    }
    if (!beginPending) return query(config, ...rest);
    beginPending = false;
    if (isPlain(config, rest, 'commit') || isPlain(config, rest, 'rollback')) {
      return Promise.resolve({ ...begun, command: textOf(config)!.trim().toUpperCase() });
    }
    const [values, ...more] = rest;
    const parameterless = values === undefined || (Array.isArray(values) && values.length === 0);
    if (!parameterless || more.length > 0 || !isQueryConfig(config) || config.name) {
      return (query('begin') as Promise<unknown>).then(() => query(config, ...rest));
    }
    // Several statements in one text answer a result each; the caller asked for the last one's.
    return (query({ ...config, text: `begin;${config.text}` }, ...rest) as Promise<unknown>).then(
      (results) => (Array.isArray(results) ? results.at(-1) : results),
    );
  };
  client.query = withBegin as typeof client.query;
};
