import { describe, expect, it } from 'vitest';
import { demoLogin, useTestApp } from '../../testing/test-app';

// The throttle counts in the app's memory, so each describe has an app of its own: one test's
// failures cannot lock the other out.
describe('login throttling per account', () => {
  const ctx = useTestApp();

  it('answers 429 after five failures for one account, then lets it in after the window', async () => {
    const account = demoLogin('temp');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await ctx.request('POST', '/api/v1/auth/token', {
        body: { ...account, password: 'wrong-password' },
      });
      expect(response.statusCode).toBe(401);
    }
    const blocked = await ctx.request('POST', '/api/v1/auth/token', { body: account });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'TOO_MANY_LOGIN_ATTEMPTS' });
    expect(blocked.json<{ message: string }>().message).toMatch(/15 minutes/);

    // Other accounts from elsewhere are not affected by this account's lock.
    expect(
      (await ctx.request('POST', '/api/v1/auth/token', { body: demoLogin('crew') })).statusCode,
    ).toBe(200);

    ctx.clock.advance(16 * 60_000);
    expect((await ctx.request('POST', '/api/v1/auth/token', { body: account })).statusCode).toBe(
      200,
    );
  });
});

describe('login throttling per IP address', () => {
  const ctx = useTestApp();

  it('answers 429 after 30 failures from one IP address across accounts', async () => {
    let last = 0;
    for (let attempt = 0; attempt < 40 && last !== 429; attempt += 1) {
      const response = await ctx.request('POST', '/api/v1/auth/token', {
        body: { email: `someone${attempt}@demo.crewhub.app`, password: 'wrong-password' },
      });
      last = response.statusCode;
    }
    expect(last).toBe(429);
    const blocked = await ctx.request('POST', '/api/v1/auth/token', { body: demoLogin('planner') });
    expect(blocked.json()).toMatchObject({ code: 'TOO_MANY_LOGIN_ATTEMPTS' });
  });
});
