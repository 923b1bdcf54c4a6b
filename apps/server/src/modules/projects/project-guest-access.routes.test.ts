import type { ProjectGuestVisit } from '@crewhub/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCrewDayFactories } from '../../testing/crew-day-factories';
import { demoLogin, testToday, useTestApp } from '../../testing/test-app';

// Guest links to one project expire on the planner's date, can be revoked at once, and each
// guest login is listed for the planner.

const ctx = useTestApp();
let planner: string;

const guestLogin = (projectNumber: string, password: string) =>
  ctx.request('POST', '/api/v1/auth/token', { body: { projectNumber, password } });

const setPassword = async (number: string, body: Record<string, unknown>) => {
  const response = await ctx.request('POST', `/api/v1/projects/${number}/password`, {
    token: planner,
    body,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ password: string; expiresOn: string | null }>();
};

const guestSees = async (token: string, number: string) =>
  (
    await ctx.request('GET', `/api/v1/projects/${number}`, {
      token,
      headers: { type: 'project' },
    })
  ).statusCode;

const newProject = async () =>
  (await createCrewDayFactories(ctx.handle.db).guestProject()).project.number;

beforeAll(async () => {
  planner = await ctx.login(demoLogin('planner'));
});

describe('project guest access', () => {
  it('opens the project through the expiry date and not after', async () => {
    const number = await newProject();
    const yesterday = '2026-11-22';
    expect(testToday).toBe('2026-11-23');
    const expired = await setPassword(number, { password: 'guest-pass-1', expiresOn: yesterday });
    expect(expired.expiresOn).toBe(yesterday);
    expect((await guestLogin(number, 'guest-pass-1')).statusCode).toBe(401);
    await setPassword(number, { password: 'guest-pass-1', expiresOn: testToday });
    expect((await guestLogin(number, 'guest-pass-1')).statusCode).toBe(200);
    const status = await ctx.request('GET', `/api/v1/projects/${number}/password`, {
      token: planner,
    });
    expect(status.json()).toMatchObject({ hasPassword: true, expiresOn: testToday });
  });

  it('revokes access at once: the password stops working and guests are logged out', async () => {
    const number = await newProject();
    const { password } = await setPassword(number, {});
    const guest = (await guestLogin(number, password)).json<{ token: string }>().token;
    expect(await guestSees(guest, number)).toBe(200);
    const revoked = await ctx.request('DELETE', `/api/v1/projects/${number}/password`, {
      token: planner,
    });
    expect(revoked.json()).toMatchObject({ hasPassword: false, expiresOn: null });
    expect(await guestSees(guest, number)).toBe(401);
    expect((await guestLogin(number, password)).statusCode).toBe(401);
  });

  it('moves the last day without changing the password, and needs a password to date', async () => {
    const number = await newProject();
    const expiry = (expiresOn: string | null) =>
      ctx.request('POST', `/api/v1/projects/${number}/guestExpiry`, {
        token: planner,
        body: { expiresOn },
      });
    // The guest project comes with a password: revoke it to see a date refused without one.
    await ctx.request('DELETE', `/api/v1/projects/${number}/password`, { token: planner });
    const noPassword = await expiry(testToday);
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json()).toMatchObject({ issues: [{ field: 'body.expiresOn' }] });
    await setPassword(number, { password: 'guest-pass-3' });
    expect((await expiry('2026-11-22')).json()).toMatchObject({ expiresOn: '2026-11-22' });
    expect((await guestLogin(number, 'guest-pass-3')).statusCode).toBe(401);
    expect((await expiry(null)).json()).toMatchObject({ hasPassword: true, expiresOn: null });
    expect((await guestLogin(number, 'guest-pass-3')).statusCode).toBe(200);
  });

  it('logs guests out when the planner sets a new password', async () => {
    const number = await newProject();
    const { password } = await setPassword(number, {});
    const guest = (await guestLogin(number, password)).json<{ token: string }>().token;
    await setPassword(number, {});
    expect(await guestSees(guest, number)).toBe(401);
  });

  it('lists each guest visit for the planner, and for planners only', async () => {
    const number = await newProject();
    const { password } = await setPassword(number, {});
    await guestLogin(number, password);
    await guestLogin(number, password);
    const visits = await ctx.request('GET', `/api/v1/projects/${number}/guestVisits`, {
      token: planner,
    });
    expect(visits.json<ProjectGuestVisit[]>()).toEqual([
      { visitedAt: ctx.clock.now().toISOString(), address: '127.0.0.1' },
      { visitedAt: ctx.clock.now().toISOString(), address: '127.0.0.1' },
    ]);
    const crew = await ctx.login(demoLogin('crew'));
    expect(
      (await ctx.request('GET', `/api/v1/projects/${number}/guestVisits`, { token: crew }))
        .statusCode,
    ).toBe(403);
  });

  // Last in the file: it moves the clock past the day.
  it('ends a guest session at the expiry date, while its token is still valid', async () => {
    const number = await newProject();
    await setPassword(number, { password: 'guest-pass-2', expiresOn: testToday });
    ctx.clock.advance(14.5 * 60 * 60_000);
    const guest = (await guestLogin(number, 'guest-pass-2')).json<{ token: string }>().token;
    expect(await guestSees(guest, number)).toBe(200);
    // 23:30 plus 45 minutes: the token has a quarter of an hour left, the access date is over.
    ctx.clock.advance(45 * 60_000);
    expect(await guestSees(guest, number)).toBe(401);
    const refreshed = await ctx.request('GET', '/api/v1/auth/refresh', {
      token: guest,
      headers: { type: 'project' },
    });
    expect(refreshed.statusCode).toBe(401);
  });
});
