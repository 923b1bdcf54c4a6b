import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { errorHandlerPlugin } from './error-handler';

/** A route that throws `error`, as a handler does when its query fails. */
const failingApp = async (error: Error, logLines: string[] = []) => {
  const app = Fastify({ logger: { stream: { write: (line: string) => logLines.push(line) } } });
  await app.register(errorHandlerPlugin);
  app.get('/fail', async () => {
    throw error;
  });
  return app;
};

/** A query failing the way it does when PostgreSQL refuses a row (SQLSTATE in `code`). */
const queryFailure = (cause: Error & { code?: string; constraint?: string }) =>
  new DrizzleQueryError('insert into "x" ("email") values ($1)', [personalData], cause);

const personalData = 'alice.smith@example.com';

/** A driver error as pg and PGlite raise them: the values show in the detail and parameters. */
const databaseError = (code: string, constraint?: string) =>
  Object.assign(new Error(`refused ${personalData}`), {
    code,
    constraint,
    detail: `Key (email)=(${personalData}) already exists.`,
    parameters: [personalData],
    params: [personalData],
  });

describe('error handler', () => {
  it.each([
    ['a unique violation', '23505'],
    ['a foreign key violation', '23503'],
    ['a deadlock', '40P01'],
    ['a serialization failure', '40001'],
  ])('answers %s with 409 CONFLICT and a clear message', async (_, code) => {
    const app = await failingApp(queryFailure(databaseError(code, 'some_key')));
    const response = await app.inject({ method: 'GET', url: '/fail' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'CONFLICT',
      message: expect.stringMatching(/same moment.*try again/),
    });
    await app.close();
  });

  it('still hides other database failures behind a generic 500', async () => {
    const app = await failingApp(queryFailure(databaseError('XX000')));
    const response = await app.inject({ method: 'GET', url: '/fail' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 'INTERNAL_ERROR', message: 'Something went wrong' });
    await app.close();
  });

  it.each([
    ['a write conflict', '23505'],
    ['an unexpected database failure', '22021'],
  ])('logs %s without the query parameters', async (_, code) => {
    const logLines: string[] = [];
    const app = await failingApp(queryFailure(databaseError(code, 'logins_email_key')), logLines);
    await app.inject({ method: 'GET', url: '/fail' });
    const logged = logLines.join('');
    expect(logged).toContain('insert into \\"x\\"');
    expect(logged).toContain(code);
    expect(logged).not.toContain(personalData);
    await app.close();
  });

  it.skipIf(!serverUrl)('answers a real deadlock between two transactions with 409', async () => {
    const app = await failingApp(await deadlockOn(serverUrl!));
    const response = await app.inject({ method: 'GET', url: '/fail' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'CONFLICT' });
    await app.close();
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;

/**
 * What Drizzle throws when PostgreSQL breaks a deadlock: two transactions each update a row and
 * then the other's, and the server rolls one of them back.
 */
const deadlockOn = async (url: string): Promise<Error> => {
  const table = sql.identifier(`deadlock_${randomBytes(4).toString('hex')}`);
  const [first, second] = await Promise.all([connectedTo(url), connectedTo(url)]);
  try {
    await first.execute(sql`create table ${table} (id int primary key, n int)`);
    await first.execute(sql`insert into ${table} values (1, 0), (2, 0)`);
    const update = (db: Db, id: number) =>
      db.execute(sql`update ${table} set n = n + 1 where id = ${id}`);
    for (const db of [first, second]) {
      await db.execute(sql`begin`);
      await db.execute(sql`set local deadlock_timeout = '50ms'`);
    }
    await update(first, 1);
    await update(second, 2);
    const outcomes = await Promise.allSettled([update(first, 2), update(second, 1)]);
    const failure = outcomes.find((outcome) => outcome.status === 'rejected');
    if (!failure) throw new Error('expected PostgreSQL to break a deadlock');
    return failure.reason as Error;
  } finally {
    for (const db of [first, second]) await db.execute(sql`rollback`);
    await first.execute(sql`drop table if exists ${table}`);
    await Promise.all([first.$client.end(), second.$client.end()]);
  }
};

/** Drizzle over a connection of its own, so two can hold locks against each other. */
const connectedTo = async (url: string) => {
  const client = new pg.Client(url);
  await client.connect();
  return drizzle({ client });
};

type Db = Awaited<ReturnType<typeof connectedTo>>;
