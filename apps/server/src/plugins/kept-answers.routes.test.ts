import type { HomeDashboard } from '@crewhub/shared';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { logins } from '../db/schema';
import { withTenant } from '../db/tenant-scope';
import { hearChanges } from '../db/change-notices';
import { createCrewDayFactories, type CrewDayFactories } from '../testing/crew-day-factories';
import { countStatements } from '../testing/statement-counter';
import { anotherNode, demoHost, demoLogin, useTestApp } from '../testing/test-app';

// Sessions, rights and the answers of `keepAnswer` routes are kept per node until the node hears
// of a change to the tenant's data (db/change-notices.ts). The clock stands still unless moved.
const statements = countStatements();
const ctx = useTestApp();
let f: CrewDayFactories;
const [demoId, northwindId] = [1, 2];

const get = (path: string, token: string) => ctx.request('GET', `/api/v1${path}`, { token });

/** The statements one call sent, and its answer. */
const measured = async (path: string, token: string) => {
  let body = '';
  const count = await statements.during(async () => {
    const response = await get(path, token);
    expect(response.statusCode).toBe(200);
    body = response.body;
  });
  return { count, body };
};

beforeAll(() => {
  f = createCrewDayFactories(ctx.handle.db);
});

describe('what a node keeps in memory', () => {
  it("answers a caller's rights again without the database", async () => {
    const token = await ctx.login(demoLogin('crew'));
    const first = await measured('/userRights', token);
    expect(first.count).toBe(1);
    expect(await measured('/userRights', token)).toEqual({ count: 0, body: first.body });
  });

  it('answers home again within the minute, and reads it again after a change or a minute', async () => {
    const member = await f.crewMember();
    const token = await ctx.login(member.credentials);
    const first = await measured('/home', token);
    expect(first.count).toBeGreaterThan(0);
    expect(await measured('/home', token)).toEqual({ count: 0, body: first.body });

    // Written behind the app's back, as another node would: heard as a notice.
    const setup = await f.crewWithPosition({ date: '2026-11-25' });
    const assignment = await f.assignment({
      projectCrewItemId: setup.position.id,
      personId: member.person.id,
      status: 'confirmed',
    });
    const changed = await measured('/home', token);
    expect(changed.count).toBeGreaterThan(0);
    const home = JSON.parse(changed.body) as HomeDashboard;
    expect(home.ongoingAndNextJobs.map((item) => item.kind === 'job' && item.id)).toContain(
      assignment.id,
    );
    expect((await measured('/home', token)).count).toBe(0);

    ctx.clock.advance(60_000);
    expect((await measured('/home', token)).count).toBeGreaterThan(0);
  });

  it("keeps a tenant's answers through another tenant's changes, not through its own", async () => {
    const token = await ctx.login(demoLogin('crew'));
    await measured('/jobs', token);
    const renameLogins = (tenantId: number) =>
      withTenant(ctx.handle.db, tenantId, (tx) =>
        tx.update(logins).set({ language: 'nl' }).where(eq(logins.tenantId, tenantId)),
      );
    await renameLogins(northwindId);
    expect((await measured('/jobs', token)).count).toBe(0);
    await renameLogins(demoId);
    expect((await measured('/jobs', token)).count).toBeGreaterThan(0);
  });

  it('refuses a token on every node once its session ends on one', async () => {
    const notices = await hearChanges(ctx.handle.listenForChanges);
    const node = await anotherNode(ctx, { changeNotices: notices });
    try {
      const token = await ctx.login(demoLogin('crew'));
      const onNode = () =>
        node.inject({
          method: 'GET',
          url: '/api/v1/userRights',
          headers: { host: demoHost, authorization: `Bearer ${token}` },
        });
      expect((await onNode()).statusCode).toBe(200);
      expect((await ctx.request('POST', '/api/v1/auth/logout', { token })).statusCode).toBe(204);
      // No waiting for the notice here: it arrives when it arrives, as between two servers.
      await vi.waitFor(async () => expect((await onNode()).statusCode).toBe(401), {
        timeout: 5_000,
      });
    } finally {
      await node.close();
      await notices.close();
    }
  });

  it('reads the database on every call while it cannot hear changes', async () => {
    const node = await anotherNode(ctx);
    try {
      const token = await ctx.login(demoLogin('crew'));
      for (let call = 0; call < 2; call += 1) {
        const count = await statements.during(() =>
          node.inject({
            method: 'GET',
            url: '/api/v1/home',
            headers: { host: demoHost, authorization: `Bearer ${token}` },
          }),
        );
        expect(count).toBeGreaterThan(0);
      }
    } finally {
      await node.close();
    }
  });
});
