import Fastify from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { errorHandlerPlugin } from './error-handler';

/** A route failing the way a query does when PostgreSQL refuses a row (SQLSTATE in `code`). */
const failingApp = async (
  cause: Error & { code?: string; constraint?: string },
  logLines: string[] = [],
) => {
  const app = Fastify({ logger: { stream: { write: (line: string) => logLines.push(line) } } });
  await app.register(errorHandlerPlugin);
  app.get('/fail', async () => {
    throw new DrizzleQueryError('insert into "x" ("email") values ($1)', [personalData], cause);
  });
  return app;
};

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
    const app = await failingApp(databaseError(code, 'some_key'));
    const response = await app.inject({ method: 'GET', url: '/fail' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'CONFLICT',
      message: expect.stringMatching(/same moment.*try again/),
    });
    await app.close();
  });

  it('still hides other database failures behind a generic 500', async () => {
    const app = await failingApp(databaseError('XX000'));
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
    const app = await failingApp(databaseError(code, 'logins_email_key'), logLines);
    await app.inject({ method: 'GET', url: '/fail' });
    const logged = logLines.join('');
    expect(logged).toContain('insert into \\"x\\"');
    expect(logged).toContain(code);
    expect(logged).not.toContain(personalData);
    await app.close();
  });
});
