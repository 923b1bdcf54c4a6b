import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { beginningWithFirstStatement } from './begin-with-first-statement';

/** A pool connection that records what it is asked to run and answers each text's results. */
const recordingClient = () => {
  const sent: unknown[] = [];
  const client = {
    query: (config: unknown) => {
      sent.push(config);
      const text = typeof config === 'string' ? config : (config as { text: string }).text;
      const results = text.split(';').map((part) => ({ command: part.split(' ')[0], rows: [] }));
      return Promise.resolve(results.length > 1 ? results : results[0]);
    },
  } as unknown as pg.PoolClient;
  beginningWithFirstStatement(client);
  const run = (config: unknown, ...rest: unknown[]) =>
    (client.query as unknown as (config: unknown, ...rest: unknown[]) => Promise<unknown>)(
      config,
      ...rest,
    );
  return { sent, run };
};

const enter = { text: "select set_config('app.tenant_id', '1', true)", rowMode: 'array' };

describe('BEGIN sent with the first statement', () => {
  it('sends BEGIN and a first statement without parameters as one text, answering its result', async () => {
    const { sent, run } = recordingClient();
    await run({ text: 'begin' }, []);
    const result = await run(enter, []);
    expect(sent).toEqual([{ ...enter, text: `begin;${enter.text}` }]);
    expect(result).toEqual({ command: 'select', rows: [] });
    await run({ text: 'commit' }, []);
    expect(sent).toHaveLength(2);
  });

  it('sends BEGIN on its own before a first statement with parameters or a name', async () => {
    const { sent, run } = recordingClient();
    const withValues = { text: 'select $1::int' };
    await run({ text: 'begin' }, []);
    await run(withValues, [1]);
    const named = { text: 'select 1', name: 's_1' };
    await run({ text: 'begin' }, []);
    await run(named, []);
    expect(sent).toEqual(['begin', withValues, 'begin', named]);
  });

  it('sends nothing for a transaction that ran no statement', async () => {
    const { sent, run } = recordingClient();
    await run({ text: 'begin' }, []);
    expect(await run({ text: 'rollback' }, [])).toMatchObject({ command: 'ROLLBACK' });
    expect(sent).toEqual([]);
  });

  it('leaves statements outside a transaction as they are', async () => {
    const { sent, run } = recordingClient();
    const callback = () => {};
    await run(enter, []);
    await run('select 2', [], callback);
    expect(sent).toEqual([enter, 'select 2']);
  });
});
