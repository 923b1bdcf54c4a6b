import { createHash } from 'node:crypto';
import type pg from 'pg';
import { isQueryConfig } from './pg-query';

/** A statement seen this often is worth keeping parsed and planned on each connection. */
const hotAfter = 2;
/** Bounds the server's memory per connection and ours for counting. */
const maxPrepared = 1000;
const maxCounted = 10_000;

/**
 * Names the statements a node sends again and again, so PostgreSQL parses and plans each once
 * per connection instead of on every call (issue 17). Drizzle's query builder sends the same
 * text for the same query with different parameters, so the hot queries of every module are
 * covered without naming them one by one. The name is a hash of the text: two texts never share
 * one. A text with several statements cannot be prepared and is sent as it is.
 */
export const preparingRepeatedStatements = () => {
  const seen = new Map<string, number>();
  const names = new Map<string, string>();

  const nameFor = (text: string): string | undefined => {
    const known = names.get(text);
    if (known) return known;
    if (text.includes(';') || names.size >= maxPrepared) return undefined;
    const count = (seen.get(text) ?? 0) + 1;
    if (seen.size >= maxCounted) seen.clear();
    seen.set(text, count);
    if (count < hotAfter) return undefined;
    const name = `s_${createHash('sha1').update(text).digest('base64url')}`;
    names.set(text, name);
    seen.delete(text);
    return name;
  };

  /** Wraps a new pool connection's `query` (the pool's `connect` event). */
  return (client: pg.PoolClient) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    const named = (config: unknown, ...rest: unknown[]) => {
      if (!isQueryConfig(config) || config.name !== undefined) return query(config, ...rest);
      const name = nameFor(config.text);
      return query(name ? { ...config, name } : config, ...rest);
    };
    client.query = named as typeof client.query;
  };
};
