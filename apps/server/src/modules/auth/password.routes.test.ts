import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailMessages, loginTokens, logins } from '../../db/schema';
import { withTenant } from '../../db/tenant-scope';
import { outboxJobsOf } from '../../testing/mail-factories';
import { outboxWorkerWithPush } from '../../testing/push-service';
import { demoHost, demoLogin, otherTenantHost, useTestApp } from '../../testing/test-app';
import { lastMailTo, linkTokenIn } from '../../testing/outbox';
import { issueLoginLink, welcomeLinkTtlMs } from './password.service';

const ctx = useTestApp();
const officeEmail = 'office@demo.crewhub.app';

/** A reset request, then one pass of the outbox worker: the reset mail is decided there. */
const requestReset = async (email: string, host?: string, address = '127.0.0.1') => {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/forgottenPassword',
    headers: { host: host ?? demoHost, 'x-xsrf-token': 'xsrf' },
    cookies: { 'XSRF-TOKEN': 'xsrf' },
    remoteAddress: address,
    payload: { email },
  });
  const { worker } = await outboxWorkerWithPush(ctx);
  await worker.runOnce();
  return response;
};

describe('forgotten password', () => {
  it('mails a one-time link that sets a new password and ends old sessions', async () => {
    const oldToken = await ctx.login(demoLogin('office'));
    const response = await requestReset(officeEmail);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 'PASSWORD_LINK_SENT' });

    const mail = await lastMailTo(ctx.handle.db, officeEmail);
    expect(mail?.body).toContain('http://localhost:3000/forgottenPassword/');
    const token = linkTokenIn(mail!.body, '/forgottenPassword');

    const reset = await ctx.request('POST', `/api/v1/forgottenPassword/${token}`, {
      body: { password: 'a-new-password' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await ctx.request('GET', '/api/v1/auth/refresh', { token: oldToken })).statusCode).toBe(
      401,
    );
    await expect(ctx.login(demoLogin('office'))).rejects.toThrow();
    await ctx.login({ email: officeEmail, password: 'a-new-password' });

    const reuse = await ctx.request('POST', `/api/v1/forgottenPassword/${token}`, {
      body: { password: 'yet-another-password' },
    });
    expect(reuse.statusCode).toBe(404);
    expect(reuse.json()).toMatchObject({ code: 'LINK_INVALID' });
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const response = await requestReset('nobody@demo.crewhub.app');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 'PASSWORD_LINK_SENT' });
    expect(await lastMailTo(ctx.handle.db, 'nobody@demo.crewhub.app')).toBeNull();
  });

  it('refuses an expired link', async () => {
    await requestReset('crew@demo.crewhub.app');
    const mail = await lastMailTo(ctx.handle.db, 'crew@demo.crewhub.app');
    ctx.clock.advance(61 * 60_000);
    const response = await ctx.request(
      'POST',
      `/api/v1/forgottenPassword/${linkTokenIn(mail!.body, '/forgottenPassword')}`,
      {
        body: { password: 'a-new-password' },
      },
    );
    expect(response.statusCode).toBe(404);
  });

  it("refuses a tenant's link on another tenant's host", async () => {
    await requestReset('chief@demo.crewhub.app');
    const mail = await lastMailTo(ctx.handle.db, 'chief@demo.crewhub.app');
    const response = await ctx.request(
      'POST',
      `/api/v1/forgottenPassword/${linkTokenIn(mail!.body, '/forgottenPassword')}`,
      {
        host: otherTenantHost,
        body: { password: 'a-new-password' },
      },
    );
    expect(response.statusCode).toBe(404);
  });

  it('refuses a too short new password with 400 on the password field', async () => {
    const response = await ctx.request('POST', `/api/v1/forgottenPassword/${'x'.repeat(40)}`, {
      body: { password: 'short' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ issues: [{ field: 'body.password' }] });
  });

  it('renews a known password when the current one is right', async () => {
    const body = {
      email: 'planner@demo.crewhub.app',
      currentPassword: 'demo2026',
      newPassword: 'renewed-password',
    };
    expect((await ctx.request('POST', '/api/v1/forgottenPassword', { body })).statusCode).toBe(200);
    await ctx.login({ email: body.email, password: 'renewed-password' });
    const wrong = await ctx.request('POST', '/api/v1/forgottenPassword', {
      body: { ...body, currentPassword: 'wrong-password', newPassword: 'other-password' },
    });
    expect(wrong.statusCode).toBe(401);
  });
});

describe('reset links and the Host header', () => {
  it('answers a Host with anything after the port as unknown and mails nothing', async () => {
    // Before, the tenant came from the part before the first colon while the link was built
    // from the whole header, so the victim's real token went to the attacker's host.
    const response = await requestReset('temp@demo.crewhub.app', 'localhost:3000@attacker.example');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'UNKNOWN_TENANT' });
    expect(await lastMailTo(ctx.handle.db, 'temp@demo.crewhub.app')).toBeNull();
  });

  it.each([
    ['127.0.0.1:8080', 'client@demo.crewhub.app', 'http://localhost:3000'],
    ['LOCALHOST', 'crew@demo.crewhub.app', 'http://localhost:3000'],
    [otherTenantHost, 'office@northwind.crewhub.app', 'http://northwind.localhost:3000'],
  ])('on %s mails %s a link on the public origin %s', async (host, email, origin) => {
    expect((await requestReset(email, host)).statusCode).toBe(200);
    const mail = await lastMailTo(ctx.handle.db, email);
    expect(mail?.body).toMatch(new RegExp(`\\s${origin}/forgottenPassword/[A-Za-z0-9_-]+\\s`));
  });
});

describe('welcome link', () => {
  it('shows who it is for and sets the first password once', async () => {
    const tenantId = 1;
    const token = await withTenant(ctx.handle.db, tenantId, async (tx) => {
      const [login] = await tx
        .update(logins)
        .set({ passwordHash: null })
        .where(and(eq(logins.tenantId, tenantId), eq(logins.email, 'client@demo.crewhub.app')))
        .returning({ id: logins.id });
      return issueLoginLink(tx, {
        tenantId,
        now: ctx.clock.now(),
        kind: 'welcome',
        loginId: login!.id,
        ttlMs: welcomeLinkTtlMs,
      });
    });
    await expect(ctx.login(demoLogin('client'))).rejects.toThrow();

    const info = await ctx.request('GET', `/api/v1/welcome/${token}`);
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual({ email: 'client@demo.crewhub.app', displayName: 'Olivia Smit' });

    const accept = await ctx.request('POST', `/api/v1/welcome/${token}`, {
      body: { password: 'my-first-password' },
    });
    expect(accept.statusCode).toBe(200);
    await ctx.login({ email: 'client@demo.crewhub.app', password: 'my-first-password' });
    expect((await ctx.request('GET', `/api/v1/welcome/${token}`)).statusCode).toBe(404);
  });
});

describe('reset mail cap', () => {
  it('mails one account at most three reset links an hour, from any address', async () => {
    const email = 'planner@demo.crewhub.app';
    const mailsTo = async () =>
      (await ctx.handle.db.select().from(emailMessages)).filter((row) =>
        row.recipients.includes(email),
      ).length;
    const before = await mailsTo();
    for (let i = 0; i < 5; i += 1) {
      const response = await requestReset(email, demoHost, `198.51.100.${i + 1}`);
      expect(response.json()).toMatchObject({ code: 'PASSWORD_LINK_SENT' });
    }
    expect((await mailsTo()) - before).toBe(3);
    ctx.clock.advance(61 * 60_000);
    await requestReset(email, demoHost, '198.51.100.9');
    expect((await mailsTo()) - before).toBe(4);
  });
});

describe('reset requests do the same work for any address', () => {
  it('queues the same job for a known and an unknown address; only the worker mails', async () => {
    const known = 'temp@demo.crewhub.app';
    const unknown = 'no-account@demo.crewhub.app';
    const traces = async () => ({
      jobs: (await outboxJobsOf(ctx.handle.db)).length,
      mails: (await ctx.handle.db.select().from(emailMessages)).length,
      links: (await ctx.handle.db.select().from(loginTokens)).length,
    });
    const before = await traces();
    const ask = (email: string) =>
      ctx.request('POST', '/api/v1/forgottenPassword', { body: { email } });
    const answers = [await ask(known), await ask(unknown)];

    // In the request: one job each, nothing else written, and the same answer.
    expect(answers.map((answer) => answer.json())).toEqual([
      answers[0]!.json(),
      answers[0]!.json(),
    ]);
    expect(await traces()).toEqual({ ...before, jobs: before.jobs + 2 });
    const [unknownJob, knownJob] = await outboxJobsOf(ctx.handle.db);
    expect([knownJob, unknownJob].map((job) => [job!.kind, job!.payload])).toEqual([
      ['passwordReset', { email: known }],
      ['passwordReset', { email: unknown }],
    ]);
    expect(await lastMailTo(ctx.handle.db, known)).toBeNull();

    const { worker } = await outboxWorkerWithPush(ctx);
    await worker.runOnce();
    expect(await lastMailTo(ctx.handle.db, known)).not.toBeNull();
    expect(await lastMailTo(ctx.handle.db, unknown)).toBeNull();
  });
});
