import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tenants } from '../db/schema';
import { demoLogin, otherTenantHost, useTestApp } from '../testing/test-app';

const ctx = useTestApp();

// Section 8's two refusals that only support can lift, each with its own code and text.
describe('a caller without the login type a route needs', () => {
  it('answers LOGIN_TYPE_REQUIRED with the words of section 8', async () => {
    const planner = await ctx.login(demoLogin('planner'));
    const outbox = await ctx.request('GET', '/api/v1/outboxJobs', { token: planner });
    expect(outbox.statusCode).toBe(403);
    expect(outbox.json()).toMatchObject({
      code: 'LOGIN_TYPE_REQUIRED',
      message: 'You are lacking the required login type, please contact support',
    });
  });
});

describe('a tenant whose subscription lapsed', () => {
  it('answers SUBSCRIPTION_INACTIVE on its API, but still its settings and its pages', async () => {
    // Tenant 2 before any request to its host, so the per-node host cache reads it suspended.
    await ctx.handle.db
      .update(tenants)
      .set({ subscriptionSuspendedAt: new Date('2026-11-01T00:00:00Z') })
      .where(eq(tenants.id, 2));

    const login = await ctx.request('POST', '/api/v1/auth/token', {
      host: otherTenantHost,
      body: demoLogin('planner', 'northwind.crewhub.app'),
      headers: { type: 'MOBILE' },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({
      code: 'SUBSCRIPTION_INACTIVE',
      message: 'There is an issue with your subscription, please contact support',
    });
    // Refused before anything else is looked at: no token needed to learn why.
    const jobs = await ctx.request('GET', '/api/v1/jobs', { host: otherTenantHost });
    expect(jobs.json().code).toBe('SUBSCRIPTION_INACTIVE');
    // The sign-in page still loads its tenant's look, so it can show the message.
    const settings = await ctx.request('GET', '/api/v1/tenant/settings', { host: otherTenantHost });
    expect(settings.statusCode).toBe(200);

    // Other tenants are not touched.
    expect(await ctx.login(demoLogin('planner'))).toEqual(expect.any(String));
  });
});
