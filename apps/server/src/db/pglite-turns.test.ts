import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { takeTurns } from './pglite-turns';

const clients: PGlite[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
});

/** Two queries queued together and a callback for the event loop's next turn: their order. */
const orderOf = async (turns: boolean) => {
  const client = new PGlite();
  clients.push(client);
  await client.waitReady;
  if (turns) takeTurns(client);
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

describe('takeTurns', () => {
  it('lets the event loop turn before the statements queued run', async () => {
    expect(await orderOf(true)).toEqual(['next turn', 'first query', 'second query']);
  });

  it('is needed: without it the queued statements run before the loop turns', async () => {
    expect(await orderOf(false)).toEqual(['first query', 'second query', 'next turn']);
  });
});
