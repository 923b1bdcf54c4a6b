import Fastify from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { errorHandlerPlugin } from './error-handler';

/** A route failing the way a query does when PostgreSQL refuses a row (SQLSTATE in `code`). */
const failingApp = async (cause: Error & { code?: string; constraint?: string }) => {
  const app = Fastify();
  await app.register(errorHandlerPlugin);
  app.get('/fail', async () => {
    throw new DrizzleQueryError('insert into "x" ...', [], cause);
  });
  return app;
};

const databaseError = (code: string, constraint?: string) =>
  Object.assign(new Error('refused'), { code, constraint });

describe('error handler', () => {
  it.each([
    ['a unique violation', '23505'],
    ['a foreign key violation', '23503'],
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
});
