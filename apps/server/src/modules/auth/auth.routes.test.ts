import { decodeToken } from '@crewhub/shared';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { demoLogin, otherTenantHost, useTestApp } from '../../testing/test-app';

const ctx = useTestApp();

describe('POST /auth/token', () => {
  it.each([
    ['crew', 'crew', { person: true }],
    ['chief', 'crew', { person: true }],
    ['planner', 'planners', { person: true }],
    ['office', 'office', { person: true }],
    ['client', 'clients', { person: false }],
  ])('logs in %s with login type %s', async (local, loginType, expected) => {
    const claims = decodeToken(await ctx.login(demoLogin(local)));
    expect(claims?.type).toBe('MOBILE');
    expect(claims?.loginData.loginTypes.map((type) => type.code)).toEqual([loginType]);
    expect(claims?.loginData.loginTypes[0]?.caption).toBeTruthy();
    expect(claims?.loginData.person !== null).toBe(expected.person);
    expect(claims?.exp).toBe(Math.floor(ctx.clock.now().getTime() / 1000) + 3600);
    if (local === 'client') expect(claims?.loginData.contactNumber).toMatch(/^C-\d+$/);
  });

  it('logs in a project guest with project number and password', async () => {
    const claims = decodeToken(
      await ctx.login({ projectNumber: 'P-2026-001', password: 'guest2026' }),
    );
    expect(claims?.type).toBe('project');
    expect(claims?.loginData.projectNumber).toBe('P-2026-001');
    expect(claims?.loginData.loginTypes).toEqual([]);
  });

  it('logs in a plus-crew guest with plus-crew number and password', async () => {
    const claims = decodeToken(
      await ctx.login({ plusCrewNumber: 'PC-001', password: 'guest2026' }),
    );
    expect(claims?.type).toBe('pluscrew');
    expect(claims?.loginData.plusCrewNumber).toBe('PC-001');
  });

  it.each([
    ['a wrong password', { email: 'planner@demo.crewhub.app', password: 'wrong-password' }],
    ['an unknown e-mail', { email: 'nobody@demo.crewhub.app', password: 'demo2026' }],
    ['a wrong guest password', { projectNumber: 'P-2026-001', password: 'nope' }],
    ['an unknown project', { projectNumber: 'P-0000', password: 'guest2026' }],
  ])('refuses %s with 401', async (_label, body) => {
    const response = await ctx.request('POST', '/api/v1/auth/token', { body });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
  });

  it.each([
    [{ email: 'not-an-email', password: 'x' }],
    [{ email: 'planner@demo.crewhub.app' }],
    [{}],
  ])('answers bad input %o with 400 naming the field', async (body) => {
    const response = await ctx.request('POST', '/api/v1/auth/token', { body });
    expect(response.statusCode).toBe(400);
    const error = response.json<{ code: string; issues: { field: string }[] }>();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.issues[0]?.field).toMatch(/^body/);
  });

  it('answers malformed JSON with 400', async () => {
    const response = await ctx.request('POST', '/api/v1/auth/token', {
      body: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers a body over the limit with 413', async () => {
    const response = await ctx.request('POST', '/api/v1/auth/token', {
      body: { email: 'a@b.cd', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(response.statusCode).toBe(413);
  });

  it('refuses writes without the XSRF cookie and header', async () => {
    const response = await ctx.request('POST', '/api/v1/auth/token', {
      body: demoLogin('planner'),
      xsrf: false,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'XSRF_TOKEN_INVALID' });
  });

  it('does not let a tenant-A account log in on tenant B', async () => {
    const response = await ctx.request('POST', '/api/v1/auth/token', {
      host: otherTenantHost,
      body: demoLogin('planner'),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('tokens', () => {
  it('refreshes a valid token into a new one for the same session', async () => {
    const token = await ctx.login(demoLogin('crew'));
    ctx.clock.advance(60_000);
    const response = await ctx.request('GET', '/api/v1/auth/refresh', { token });
    expect(response.statusCode).toBe(200);
    const fresh = decodeToken(response.json<{ token: string }>().token);
    expect(fresh?.sid).toBe(decodeToken(token)?.sid);
    expect(fresh?.exp).toBeGreaterThan(decodeToken(token)!.exp);
  });

  it('refuses an expired token', async () => {
    const token = await ctx.login(demoLogin('crew'));
    ctx.clock.advance(3601_000);
    const response = await ctx.request('GET', '/api/v1/auth/refresh', { token });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'TOKEN_INVALID' });
  });

  it('refuses a forged token signed with another key', async () => {
    const claims = decodeToken(await ctx.login(demoLogin('crew')))!;
    const forged = await new SignJWT({
      ...claims,
      loginData: { ...claims.loginData, loginTypes: [{ code: 'office', caption: 'Office' }] },
    })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('an-attacker-secret-that-is-long-enough'));
    const response = await ctx.request('GET', '/api/v1/userRights', { token: forged });
    expect(response.statusCode).toBe(401);
  });

  it('refuses garbage in the Authorization header', async () => {
    const response = await ctx.request('GET', '/api/v1/userRights', { token: 'not.a.token' });
    expect(response.statusCode).toBe(401);
  });

  it("refuses tenant A's token on tenant B's host", async () => {
    const token = await ctx.login(demoLogin('planner'));
    const response = await ctx.request('GET', '/api/v1/userRights', {
      token,
      host: otherTenantHost,
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a Type header that does not match the token type', async () => {
    const token = await ctx.login({ projectNumber: 'P-2026-001', password: 'guest2026' });
    const response = await ctx.request('GET', '/api/v1/tenant', {
      token,
      headers: { type: 'MOBILE' },
    });
    expect(response.statusCode).toBe(401);
    const ok = await ctx.request('GET', '/api/v1/tenant', { token, headers: { type: 'project' } });
    expect(ok.statusCode).toBe(200);
  });

  it('ends the session on logout', async () => {
    const token = await ctx.login(demoLogin('office'));
    expect((await ctx.request('POST', '/api/v1/auth/logout', { token })).statusCode).toBe(204);
    expect((await ctx.request('GET', '/api/v1/auth/refresh', { token })).statusCode).toBe(401);
  });

  it('asks for a login when there is no token', async () => {
    const response = await ctx.request('GET', '/api/v1/userRights');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
