import { beforeAll, describe, expect, it } from 'vitest';
import { createCrewDayFactories } from '../../testing/crew-day-factories';
import { useTestApp } from '../../testing/test-app';

const ctx = useTestApp();
let credentials: { email: string; password: string };

beforeAll(async () => {
  ({ credentials } = await createCrewDayFactories(ctx.handle.db).crewMember());
});

const change = (token: string | undefined, body: object) =>
  ctx.request('POST', '/api/v1/password', { token, body });

describe('POST /password', () => {
  it('changes the password, keeps this session and ends the others', async () => {
    const here = await ctx.login(credentials);
    const elsewhere = await ctx.login(credentials);
    const response = await change(here, {
      currentPassword: credentials.password,
      newPassword: 'a-new-long-password',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 'PASSWORD_CHANGED' });
    expect((await ctx.request('GET', '/api/v1/userRights', { token: here })).statusCode).toBe(200);
    expect((await ctx.request('GET', '/api/v1/userRights', { token: elsewhere })).statusCode).toBe(
      401,
    );
    await ctx.login({ email: credentials.email, password: 'a-new-long-password' });
    credentials = { ...credentials, password: 'a-new-long-password' };
  });

  it.each([
    [
      { currentPassword: 'wrong-password', newPassword: 'another-long-one' },
      'body.currentPassword',
    ],
    [{ currentPassword: 'whatever', newPassword: 'short' }, 'body.newPassword'],
  ])('answers 400 naming the field for %j', async (body, field) => {
    const token = await ctx.login(credentials);
    const response = await change(token, body);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ issues: { field: string }[] }>().issues[0]?.field).toBe(field);
  });

  it('needs a login', async () => {
    const response = await change(undefined, { currentPassword: 'x', newPassword: 'long-enough' });
    expect(response.statusCode).toBe(401);
  });
});
