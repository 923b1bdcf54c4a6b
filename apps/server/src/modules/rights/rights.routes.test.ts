import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { countStatements } from '../../testing/statement-counter';
import { demoLogin, useTestApp } from '../../testing/test-app';

const statements = countStatements();
const ctx = useTestApp();
const projectGuest = { projectNumber: 'P-2026-001', password: 'guest2026' };

describe('GET /userRights', () => {
  it("returns a crew member's own rights and nothing of a planner's", async () => {
    const token = await ctx.login(demoLogin('crew'));
    const rights = (await ctx.request('GET', '/api/v1/userRights', { token })).json();
    expect(rights.payrolls).toEqual({ READ: ['OWN'] });
    expect(rights.persons).toBeUndefined();
    expect(rights.planningCalendar.READSPAREFUNCTION).toBeUndefined();
  });

  it('returns the planner rights including spare functions', async () => {
    const token = await ctx.login(demoLogin('planner'));
    const rights = (await ctx.request('GET', '/api/v1/userRights', { token })).json();
    expect(rights.planningCalendar.READSPAREFUNCTION).toEqual(['ALL']);
    expect(rights.crewMemberships).toEqual({ CREATE: ['ALL'], DELETE: ['ALL'] });
  });

  it('is one statement, without a transaction, that leaves no tenant on the connection', async () => {
    const token = await ctx.login(demoLogin('crew'));
    const sent = await statements.during(() => ctx.request('GET', '/api/v1/userRights', { token }));
    // The tenant, the role, the session check and the grants: no BEGIN, no COMMIT.
    expect(sent).toBe(1);
    // The settings were local to that statement's own transaction (PGlite has one connection).
    const [row] = await queryRows<{ tenant: string | null; role: string }>(
      ctx.handle.db,
      sql`select current_setting('app.tenant_id', true) as tenant, current_user as role`,
    );
    expect(row?.tenant ?? '').toBe('');
    expect(row?.role).not.toBe('crewhub_app');
  });

  it('gives guests an empty rights map', async () => {
    const token = await ctx.login(projectGuest);
    const response = await ctx.request('GET', '/api/v1/userRights', { token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
  });
});

describe('GET /mailboxUserRights', () => {
  it('lists the mailboxes of office staff with their rights', async () => {
    const token = await ctx.login(demoLogin('office'));
    const response = await ctx.request('GET', '/api/v1/mailboxUserRights', { token });
    expect(response.json()).toEqual([
      expect.objectContaining({ mailboxName: 'Planning', rights: ['READ', 'SEND', 'DELETE'] }),
    ]);
  });

  it('lists nothing for crew', async () => {
    const token = await ctx.login(demoLogin('crew'));
    expect((await ctx.request('GET', '/api/v1/mailboxUserRights', { token })).json()).toEqual([]);
  });
});

describe('rights guard on GET /users (persons READ)', () => {
  it.each([
    ['planner', 200],
    ['office', 200],
    ['crew', 403],
    ['client', 403],
  ])('%s gets %i', async (local, status) => {
    const token = await ctx.login(demoLogin(local));
    const response = await ctx.request('GET', '/api/v1/users', { token });
    expect(response.statusCode).toBe(status);
    if (status === 403)
      expect(response.json()).toMatchObject({
        code: 'FORBIDDEN',
        message: expect.stringContaining('persons'),
      });
  });

  it('keeps guests out with 403', async () => {
    const token = await ctx.login(projectGuest);
    expect((await ctx.request('GET', '/api/v1/users', { token })).statusCode).toBe(403);
  });

  it('pages the list and searches by name', async () => {
    const token = await ctx.login(demoLogin('planner'));
    const all = (await ctx.request('GET', '/api/v1/users', { token })).json();
    expect(all).toMatchObject({ page: 1, limit: 1000, total: 6 });
    const second = (await ctx.request('GET', '/api/v1/users?limit=2&page=2', { token })).json();
    expect(second.items).toEqual(all.items.slice(2, 4));
    const search = (await ctx.request('GET', '/api/v1/users?q=bakker', { token })).json();
    expect(search.items.map((user: { email: string }) => user.email)).toEqual([
      'planner@demo.crewhub.app',
    ]);
  });

  it('answers a page size over 1000 with 400 on querystring.limit', async () => {
    const token = await ctx.login(demoLogin('planner'));
    const response = await ctx.request('GET', '/api/v1/users?limit=5000', { token });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ issues: [{ field: 'querystring.limit' }] });
  });

  it("never lists another tenant's accounts", async () => {
    const token = await ctx.login(demoLogin('planner'));
    const { items } = (await ctx.request('GET', '/api/v1/users', { token })).json();
    expect(items.every((user: { email: string }) => user.email.endsWith('@demo.crewhub.app'))).toBe(
      true,
    );
  });
});

describe('GET /loginTypes and /permissionTypes', () => {
  it('lists login types with captions', async () => {
    const token = await ctx.login(demoLogin('crew'));
    const types = (await ctx.request('GET', '/api/v1/loginTypes', { token })).json();
    expect(types).toContainEqual({ code: 'crew', caption: 'Crew' });
    expect((await ctx.request('GET', '/api/v1/permissionTypes', { token })).json()).toEqual([
      'ALL',
      'OWN',
      'COMPANY',
    ]);
  });
});
