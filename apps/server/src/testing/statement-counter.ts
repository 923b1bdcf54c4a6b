import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { changeListenerName } from '../db/client';

/** The node's listening connection's statements are the test harness's waits, not the app's. */
const isChangeListener = (client: pg.Client) =>
  (client as { connectionParameters?: { application_name?: string } }).connectionParameters
    ?.application_name === changeListenerName;

/**
 * Counts the statements the app sends to the database (BEGIN and COMMIT included), on PGlite
 * and on PostgreSQL: what `bench:round-trips` measures, for tests that hold a request to a
 * number of round trips. Call it at the top of a test file, before the app opens connections
 * (a pooled PostgreSQL connection keeps the `query` it saw when it connected).
 */
export const countStatements = () => {
  let statements = 0;
  // PGlite runs every statement, a transaction's BEGIN and COMMIT too, through this lock.
  const exclusive = PGlite.prototype._runExclusiveQuery;
  PGlite.prototype._runExclusiveQuery = function counted<T>(
    this: PGlite,
    run: () => Promise<T>,
  ): Promise<T> {
    statements += 1;
    return exclusive.call(this, run) as Promise<T>;
  };
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
    if (!isChangeListener(this)) statements += 1;
    return (query as (...rest: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  return {
    /** The statements `work` sent. */
    during: async (work: () => Promise<unknown>): Promise<number> => {
      const before = statements;
      await work();
      return statements - before;
    },
  };
};
