import { beforeAll, describe, expect, it } from 'vitest';
import { createFactories } from '../../testing/factories';
import { lastMailTo, linkTokenIn } from '../../testing/outbox';
import { demoLogin, otherTenantHost, useTestApp } from '../../testing/test-app';

const ctx = useTestApp();
let office: string;

beforeAll(async () => {
  office = await ctx.login(demoLogin('office'));
});

const invite = (personId: number, token = office, host?: string) =>
  ctx.request('POST', `/api/v1/persons/${personId}/invitation`, { token, host });

describe('invitation (welcome mail)', () => {
  it('mails a new person a link to choose the first password, once', async () => {
    const f = createFactories(ctx.handle.db);
    const person = await f.person({ email: 'Newcomer@Example.test', firstName: 'Noor' });
    const sent = await invite(person.id);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ code: 'PASSWORD_LINK_SENT' });

    const mail = await lastMailTo(ctx.handle.db, 'newcomer@example.test');
    expect(mail).toMatchObject({ subject: 'Crewhub Demo Events: welcome', category: 'account' });
    expect(mail!.body).toContain('Hello Noor,');
    expect(mail!.html).toContain('/welcome/');
    const token = linkTokenIn(mail!.body, '/welcome');
    const info = await ctx.request('GET', `/api/v1/welcome/${token}`);
    expect(info.json()).toMatchObject({ email: 'newcomer@example.test' });
    const chosen = await ctx.request('POST', `/api/v1/welcome/${token}`, {
      body: { password: 'a-first-password-2026' },
    });
    expect(chosen.statusCode).toBe(200);
    await ctx.login({ email: 'newcomer@example.test', password: 'a-first-password-2026' });

    expect((await invite(person.id)).statusCode).toBe(409);
  });

  it('is for the office, within its tenant, and needs an address', async () => {
    const f = createFactories(ctx.handle.db);
    const person = await f.person();
    const crew = await ctx.login(demoLogin('crew'));
    expect((await invite(person.id, crew)).statusCode).toBe(403);
    const northwind = await ctx.login(
      demoLogin('office', 'northwind.crewhub.app'),
      otherTenantHost,
    );
    expect((await invite(person.id, northwind, otherTenantHost)).statusCode).toBe(404);
    const silent = await f.person({ email: null });
    const refused = await invite(silent.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ issues: [{ field: 'email' }] });
  });
});
