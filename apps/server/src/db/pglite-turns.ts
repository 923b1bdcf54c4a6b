import type { PGlite } from '@electric-sql/pglite';
import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Gives Node's event loop a turn before each protocol message PGlite runs (about six per query:
 * parse, describe, bind, execute, sync). PGlite executes every statement synchronously on this
 * process's thread, and the statements of queued requests follow one another as promise
 * callbacks, with no turn in between; Node accepts connections only between turns, and every
 * connection it accepts first runs the promise callbacks pending, so in a burst the last
 * callers' connections were accepted one per statement, up to 18 s late, and their clients gave
 * up (issue 17, docs/performance.md). With a turn before each message, every waiting connection
 * is accepted, and refused with 503 if the node is full, within a statement's time. Everything
 * still runs under PGlite's own query lock, so transactions keep their order.
 */
export const takeTurns = (client: PGlite): void => {
  const run = client.execProtocolStream.bind(client);
  client.execProtocolStream = async (...args) => {
    await nextTurn();
    return run(...args);
  };
};
