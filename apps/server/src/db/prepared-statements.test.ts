import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { preparingRepeatedStatements } from './prepared-statements';

/** A pool connection that records what it is asked to run. */
const recordingClient = () => {
  const sent: unknown[] = [];
  const client = { query: (config: unknown) => sent.push(config) } as unknown as pg.PoolClient;
  preparingRepeatedStatements()(client);
  const run = (config: unknown, values: unknown[] = []) =>
    (client.query as unknown as (config: unknown, values: unknown[]) => void)(config, values);
  return { sent, run };
};

describe('naming repeated statements so PostgreSQL keeps their plans', () => {
  it('sends a statement unnamed the first time and under one stable name from the second', () => {
    const { sent, run } = recordingClient();
    const config = { text: 'select * from person where id = $1', rowMode: 'array' };
    run(config);
    run(config);
    run(config);
    expect(sent[0]).toEqual(config);
    const [, second, third] = sent as { name?: string; rowMode?: string }[];
    expect(second?.name).toMatch(/^s_/);
    expect(third?.name).toBe(second?.name);
    expect(second?.rowMode).toBe('array');
    // The caller's config object is reused by Drizzle and must stay as it was.
    expect(config).not.toHaveProperty('name');
  });

  it('never names a text with several statements, a plain string or an already named query', () => {
    const { sent, run } = recordingClient();
    const script = { text: 'create table a (id int); create table b (id int)' };
    const named = { text: 'select 1', name: 'mine' };
    for (let round = 0; round < 3; round += 1) {
      run(script);
      run('select 2');
      run(named);
    }
    expect(sent.filter((config) => config === script)).toHaveLength(3);
    expect(sent.filter((config) => config === 'select 2')).toHaveLength(3);
    expect(sent.filter((config) => config === named)).toHaveLength(3);
  });
});
