import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { takeTurns } from './pglite-turns';

const clients: PGlite[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
});

const openClient = async (turns: boolean) => {
  const client = new PGlite();
  clients.push(client);
  await client.waitReady;
  if (turns) takeTurns(client);
  return client;
};

/** Two queries queued together and a callback for the event loop's next turn: their order. */
const orderOf = async (turns: boolean) => {
  const client = await openClient(turns);
  const order: string[] = [];
  const queries = Promise.all([
    client.query('select 1').then(() => order.push('first query')),
    client.query('select 2').then(() => order.push('second query')),
  ]);
  setImmediate(() => order.push('next turn'));
  await queries;
  await new Promise((resolve) => setImmediate(resolve));
  return order;
};

// Opens embedded databases of its own, whichever database the suite uses: the run on PostgreSQL
// leaves it to the run on PGlite (scripts/test-api.mjs runs both).
describe.runIf(!process.env.TEST_DATABASE_URL)('takeTurns', () => {
  it('lets the event loop turn before the statements queued run', async () => {
    expect(await orderOf(true)).toEqual(['next turn', 'first query', 'second query']);
  });

  // Fails once a PGlite upgrade turns the loop by itself: then takeTurns is no longer needed.
  it('is needed: without it the queued statements run before the loop turns', async () => {
    expect(await orderOf(false)).toEqual(['first query', 'second query', 'next turn']);
  });

  it('keeps failed statements and rolled-back transactions as they were', async () => {
    const client = await openClient(true);
    await expect(client.query('select no_such_column')).rejects.toThrow(/no_such_column/);
    await client.exec('create table kept (value int)');
    await expect(
      client.transaction(async (tx) => {
        await tx.query('insert into kept values (1)');
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await client.query('select count(*)::int as rows from kept')).rows).toEqual([
      { rows: 0 },
    ]);
  });
});
