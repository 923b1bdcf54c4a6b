import type pg from 'pg';
import { isQueryConfig, sendsNoValues } from './pg-query';

type Query = (config: unknown, ...rest: unknown[]) => unknown;

/** Drizzle's `begin`, `commit` or `rollback` as it sends them: the word alone, unnamed. */
const isPlain = (config: unknown, rest: unknown[], word: string): boolean => {
  const text = typeof config === 'string' ? config : isQueryConfig(config) ? config.text : '';
  const unnamed = !isQueryConfig(config) || config.name === undefined;
  return (
    rest.length <= 1 &&
    sendsNoValues(config, rest[0]) &&
    unnamed &&
    text.trim().toLowerCase() === word
  );
};

/** What a held-back `begin` or an empty transaction's end answers; Drizzle reads nothing of it. */
const answered = (command: string) => ({ command, rowCount: null, oid: 0, rows: [], fields: [] });

/**
 * Wraps one connection's `query`; `pending` holds the connections whose BEGIN is held back.
 * Several statements in one text answer a result each: the BEGIN's is dropped.
 */
const wrap = (client: pg.PoolClient, pending: WeakSet<pg.PoolClient>): void => {
  const query = client.query.bind(client) as Query;
  const withBegin: Query = (config, ...rest) => {
    if (isPlain(config, rest, 'begin')) {
      pending.add(client);
      return Promise.resolve(answered('BEGIN'));
    }
    if (!pending.delete(client)) return query(config, ...rest);
    for (const end of ['commit', 'rollback']) {
      if (isPlain(config, rest, end)) return Promise.resolve(answered(end.toUpperCase()));
    }
    const merges =
      isQueryConfig(config) &&
      config.name === undefined &&
      rest.length <= 1 &&
      sendsNoValues(config, rest[0]);
    if (!merges) {
      // Both queued at once, so nothing the transaction sends meanwhile comes between them.
      return Promise.all([query('begin'), query(config, ...rest)]).then(([, result]) => result);
    }
    return (query({ ...config, text: `begin;${config.text}` }, ...rest) as Promise<unknown>).then(
      (results) =>
        Array.isArray(results) ? (results.length > 2 ? results.slice(1) : results[1]) : results,
    );
  };
  client.query = withBegin as typeof client.query;
};

/**
 * Sends a transaction's BEGIN together with its first statement when that statement has no
 * parameters: one message and one round trip instead of two. Every request's transaction
 * starts with the statement that enters the tenant, which for a caller this node knows has
 * none (db/tenant-scope.ts). On this two-core machine each round trip cost the node about
 * half a millisecond of CPU in the socket write alone, a fifth of a crew home's (issue 17).
 * A first statement with parameters or a name gets a BEGIN of its own, as before, and a
 * transaction that sent nothing ends without either. Register after
 * `preparingRepeatedStatements`, which never names a text of several statements.
 */
export const sendingBeginWithFirstStatement = (pool: pg.Pool): void => {
  const pending = new WeakSet<pg.PoolClient>();
  pool.on('connect', (client) => wrap(client, pending));
  // A connection handed out again holds back no BEGIN, whatever its last user left.
  pool.on('acquire', (client) => pending.delete(client));
};
