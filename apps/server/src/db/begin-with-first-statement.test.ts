import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { sendingBeginWithFirstStatement } from './begin-with-first-statement';

/** A pool with one connection that records what it is asked to run and answers each text. */
const recordingPool = () => {
  const sent: unknown[] = [];
  const client = {
    query: (config: unknown) => {
      sent.push(config);
      const text = typeof config === 'string' ? config : (config as { text: string }).text;
      const results = text.split(';').map((part) => ({ command: part.split(' ')[0], rows: [] }));
      return Promise.resolve(results.length > 1 ? results : results[0]);
    },
  } as unknown as pg.PoolClient;
  const pool = new EventEmitter() as unknown as pg.Pool;
  sendingBeginWithFirstStatement(pool);
  pool.emit('connect', client);
  const run = (config: unknown, ...rest: unknown[]) =>
    (client.query as unknown as (config: unknown, ...rest: unknown[]) => Promise<unknown>)(
      config,
      ...rest,
    );
  return { sent, run, handOut: () => pool.emit('acquire', client) };
};

const enter = { text: "select set_config('app.tenant_id', '1', true)", rowMode: 'array' };

describe('BEGIN sent with the first statement', () => {
  it('sends BEGIN and a first statement without parameters as one text, answering its result', async () => {
    const { sent, run } = recordingPool();
    await run({ text: 'begin' }, []);
    const result = await run(enter, []);
    expect(sent).toEqual([{ ...enter, text: `begin;${enter.text}` }]);
    expect(result).toEqual({ command: 'select', rows: [] });
    await run({ text: 'commit' }, []);
    expect(sent).toHaveLength(2);
  });

  it("answers every result of a first text of several statements, but the BEGIN's", async () => {
    const { run } = recordingPool();
    await run({ text: 'begin' }, []);
    expect(await run({ text: 'select 1;select 2' })).toEqual([
      { command: 'select', rows: [] },
      { command: 'select', rows: [] },
    ]);
  });

  it('sends BEGIN on its own, queued with it, before a first statement with parameters or a name', async () => {
    const { sent, run } = recordingPool();
    const withValues = { text: 'select $1::int' };
    const valuesInside = { text: 'select $1::int', values: [2] };
    const named = { text: 'select 1', name: 's_1' };
    for (const [config, values] of [
      [withValues, [1]],
      [valuesInside, undefined],
      [named, []],
    ] as const) {
      await run({ text: 'begin' }, []);
      const answer = run(config, values);
      // Queued before the answer, so nothing else the transaction sends comes in between.
      expect(sent.slice(-2)).toEqual(['begin', config]);
      await answer;
    }
  });

  it('sends nothing for a transaction that ran no statement', async () => {
    const { sent, run } = recordingPool();
    await run({ text: 'begin' }, []);
    expect(await run({ text: 'rollback' }, [])).toMatchObject({ command: 'ROLLBACK' });
    expect(sent).toEqual([]);
  });

  it('holds back no BEGIN on a connection handed out again', async () => {
    const { sent, run, handOut } = recordingPool();
    await run({ text: 'begin' }, []);
    handOut();
    await run(enter, []);
    expect(sent).toEqual([enter]);
  });

  it('leaves statements outside a transaction as they are', async () => {
    const { sent, run } = recordingPool();
    const callback = () => {};
    await run(enter, []);
    await run('select 2', [], callback);
    expect(sent).toEqual([enter, 'select 2']);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)(
  'BEGIN sent with the first statement, on PostgreSQL',
  () => {
    it('opens the transaction in the first statement’s message, and its rollback undoes it', async () => {
      const sent = vi.spyOn(pg.Client.prototype, 'query');
      const pool = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 1 });
      sendingBeginWithFirstStatement(pool);
      const db = drizzle({ client: pool });
      const probe = sql`select current_setting('crewhub.probe', true) as value`;
      try {
        const undone = db.transaction(async (tx) => {
          // Not local: only the transaction's rollback can undo it.
          await tx.execute(sql.raw("select set_config('crewhub.probe', 'inside', false)"));
          expect((await tx.execute(probe)).rows).toEqual([{ value: 'inside' }]);
          throw new Error('undo');
        });
        await expect(undone).rejects.toThrow('undo');
        const texts = sent.mock.calls.map(([config]) =>
          typeof config === 'string' ? config : (config as { text: string }).text,
        );
        expect(texts[0]).toBe("begin;select set_config('crewhub.probe', 'inside', false)");
        expect(texts).not.toContain('begin');
        expect((await db.execute(probe)).rows).not.toEqual([{ value: 'inside' }]);
      } finally {
        sent.mockRestore();
        await pool.end();
      }
    });
  },
);
