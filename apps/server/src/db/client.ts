import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { sendingBeginWithFirstStatement } from './begin-with-first-statement';
import { changeChannel, type NoticeListener } from './change-notices';
import { takeTurns } from './pglite-turns';
import { preparingRepeatedStatements } from './prepared-statements';
import { compileFaster } from './sql-compiler';

/**
 * Without Drizzle's relational API (`db.query.*`, unused): given the schema, Drizzle builds a
 * query builder for each of its tables on every transaction, a tenth of a millisecond of CPU per
 * request (issue 17). Queries name their tables from `db/schema` as they always did.
 */
export type Database = PgDatabase<PgQueryResultHKT>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Anything queries can run on: the database or an open transaction. */
export type Executor = Database | Transaction;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  /** Delivers the database's change notices to this node (db/change-notices.ts). */
  listenForChanges: NoticeListener;
  close: () => Promise<void>;
};

export type DatabaseOptions = {
  /** postgres://… selects PostgreSQL; otherwise the embedded PGlite is used. */
  databaseUrl?: string;
  /** Where PGlite keeps its files; omitted means in memory (tests). */
  dataDir?: string;
  migrationsFolder: string;
};

/** Advisory lock key held while migrating, so nodes starting together migrate one at a time. */
const migrationLockKey = 0x6372_6577; // "crew"

export const openDatabase = (options: DatabaseOptions): DatabaseHandle => {
  if (options.databaseUrl?.startsWith('postgres')) {
    // JIT compiles expressions of statements with a high estimated cost; for the calendars at
    // scale it cost more than it saved (docs/performance.md, a tenant at scale). A random page
    // read costs little more than a sequential one when the data is in memory or on SSD; at the
    // default 4 the planner hashed 27,000 positions to find one person's 400 jobs instead of
    // looking them up by key.
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      options: '-c jit=off -c random_page_cost=1.1',
    });
    // An idle connection the server closes (a restart, a failover, a dropped database) is removed
    // from the pool and the next query opens a new one; without a listener the error would end
    // the process.
    pool.on('error', () => {});
    pool.on('connect', preparingRepeatedStatements());
    sendingBeginWithFirstStatement(pool);
    const db = drizzlePg({ client: pool });
    compileFaster(db);
    return {
      db,
      kind: 'postgres',
      // The lock is held on one connection while the migrator uses others: a second node waits
      // for it, then finds every migration applied and does nothing.
      migrate: async () => {
        const lock = await pool.connect();
        try {
          await lock.query('select pg_advisory_lock($1)', [migrationLockKey]);
          await migratePg(db, { migrationsFolder: options.migrationsFolder });
        } finally {
          await lock.query('select pg_advisory_unlock($1)', [migrationLockKey]).catch(() => {});
          lock.release();
        }
      },
      listenForChanges: listenOnPostgres(options.databaseUrl),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(path.dirname(options.dataDir), { recursive: true });
  return pgliteHandle(new PGlite(options.dataDir), options.migrationsFolder);
};

/** How the listening connection names itself to the server (pg_stat_activity shows it). */
export const changeListenerName = 'crewhub change notices';

/** How long a node waits before listening again after its listening connection was lost. */
const relistenAfterMs = 1_000;

/**
 * Listens on a connection of its own, outside the pool (a pooled connection would hand its
 * LISTEN to whichever request took it next). When the connection is lost the node stops
 * answering from memory until it listens again, since notices sent meanwhile are gone.
 */
const listenOnPostgres =
  (connectionString: string): NoticeListener =>
  async ({ hear, deaf, listening }) => {
    let stopped = false;
    let client: pg.Client | null = null;
    let retry: NodeJS.Timeout | null = null;
    const listenAgainLater = () => {
      if (stopped || retry) return;
      retry = setTimeout(() => {
        retry = null;
        void connect();
      }, relistenAfterMs);
      retry.unref();
    };
    const connect = async () => {
      const next = new pg.Client({ connectionString, application_name: changeListenerName });
      next.on('notification', (notice) => hear(notice.payload ?? '*'));
      next.on('error', () => {});
      next.on('end', () => {
        if (client !== next) return;
        client = null;
        deaf();
        listenAgainLater();
      });
      try {
        await next.connect();
        await next.query(`LISTEN ${changeChannel}`);
        client = next;
        listening();
      } catch {
        await next.end().catch(() => {});
        listenAgainLater();
      }
    };
    await connect();
    return {
      // The server sends the notices pending for a connection before it answers its next
      // statement, and the client hands them over in the order they came.
      caughtUp: async () => {
        await client?.query('select 1').catch(() => {});
      },
      stop: async () => {
        stopped = true;
        if (retry) clearTimeout(retry);
        const last = client;
        client = null;
        await last?.end().catch(() => {});
      },
    };
  };

/** A handle over an open PGlite client: on disk, in memory, or loaded from a data-dir dump. */
export const pgliteHandle = (client: PGlite, migrationsFolder: string): DatabaseHandle => {
  takeTurns(client);
  const db = drizzlePglite({ client });
  compileFaster(db);
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    // PGlite is this process's own database: its notices arrive as its statements finish.
    listenForChanges: async ({ hear, listening }) => {
      const unlisten = await client.listen(changeChannel, hear);
      listening();
      return { caughtUp: () => Promise.resolve(), stop: () => unlisten() };
    },
    close: () => client.close(),
  };
};

/** Rows of a raw SQL query; both drivers answer raw queries with `{ rows }`. */
export const queryRows = async <T>(executor: Executor, query: SQL): Promise<T[]> =>
  ((await executor.execute(query)) as unknown as { rows: T[] }).rows;
