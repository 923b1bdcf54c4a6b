import type { HomeDashboard } from '@crewhub/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../../db/client';
import { logins, tenantHosts } from '../../db/schema';
import { inlineSlots, queryOf, statementCache } from '../../db/statement-cache';
import { withTenant } from '../../db/tenant-scope';
import { createFormFactories } from '../../testing/form-factories';
import { demoHost, demoLogin, otherTenantHost, useTestApp } from '../../testing/test-app';
import { buildPersonalStatement, type HomeShape, type HomeValues } from './home-statement';

// Home's statement is built once per shape of caller and filled per request: whoever asked
// before with the same shape, every caller must get their own home.
const ctx = useTestApp();

const tenants = [
  { host: demoHost, domain: 'demo.crewhub.app' },
  { host: otherTenantHost, domain: 'northwind.crewhub.app' },
];
const accounts = ['crew', 'chief', 'planner', 'office', 'client'];

type Caller = {
  label: string;
  host: string;
  email: string;
  tenantId: number;
  personId: number | null;
  /** A form only this caller has to fill. */
  form: string | null;
};

const callers: Caller[] = [];

const personOf = (tenantId: number, email: string) =>
  withTenant(ctx.handle.db, tenantId, async (tx) => {
    const [login] = await tx
      .select({ personId: logins.personId })
      .from(logins)
      .where(and(eq(logins.tenantId, tenantId), eq(logins.email, email)));
    return login!.personId;
  });

beforeAll(async () => {
  for (const { host, domain } of tenants) {
    const [tenant] = await ctx.handle.db
      .select({ id: tenantHosts.tenantId })
      .from(tenantHosts)
      .where(eq(tenantHosts.host, host));
    const forms = createFormFactories(ctx.handle.db, tenant!.id);
    for (const local of accounts) {
      const email = `${local}@${domain}`;
      const personId = await personOf(tenant!.id, email);
      const label = `${local} of ${domain}`;
      if (personId !== null) {
        const { form } = await forms.form({ name: `Form for ${label}`, kind: 'general' });
        await forms.result({ formId: form.id, personId, dueDate: '2026-12-01' });
      }
      callers.push({
        label,
        host,
        email,
        tenantId: tenant!.id,
        personId,
        form: personId === null ? null : `Form for ${label}`,
      });
    }
  }
});

/** Each caller's home, asked in the order given, by label. */
const homesInOrder = async (order: Caller[], tokens: Map<string, string>) => {
  const homes = new Map<string, HomeDashboard>();
  for (const caller of order) {
    const response = await ctx.request('GET', '/api/v1/home', {
      host: caller.host,
      token: tokens.get(caller.label),
    });
    expect(response.statusCode, caller.label).toBe(200);
    homes.set(caller.label, response.json<HomeDashboard>());
  }
  return homes;
};

describe("GET /home's statement built once per shape", () => {
  it('gives every caller their own home, in two tenants at two instants, whoever asked first', async () => {
    for (const instant of ['first', 'a day and a half later']) {
      const tokens = new Map<string, string>();
      for (const caller of callers) {
        const [local, domain] = caller.email.split('@');
        tokens.set(caller.label, await ctx.login(demoLogin(local!, domain), caller.host));
      }
      const forward = await homesInOrder(callers, tokens);
      const backward = await homesInOrder([...callers].reverse(), tokens);
      for (const caller of callers) {
        const home = forward.get(caller.label)!;
        expect(backward.get(caller.label), `${caller.label}, ${instant}`).toEqual(home);
        const formNames = home.formsToFill.map((form) => form.name);
        for (const other of callers) {
          if (other.form === null) continue;
          expect(formNames.includes(other.form), `${caller.label} sees ${other.form}`).toBe(
            other === caller,
          );
        }
      }
      ctx.clock.advance(36 * 60 * 60 * 1000);
    }
  });

  it("fills the statement built for one person with another's values as a fresh build for them", async () => {
    const [crew, chief] = callers.filter((caller) => caller.personId !== null);
    const valuesOf = (caller: Caller, now: string, loginId: number): HomeValues => ({
      tenantId: caller.tenantId,
      personId: caller.personId,
      now,
      utcYesterday: now.slice(0, 10),
      utcTomorrow: '2026-11-30',
      utcInTwoDays: '2026-12-01',
      officeToday: '2026-11-29',
      loginSubject: `login:${loginId}`,
      sessionId: `session-${loginId}`,
      loginIdOrNone: loginId,
      contactNumber: `C-${loginId}`,
    });
    const all = {
      declinedLines: true,
      uploads: true,
      profileApprovals: true,
      receipts: true,
      unreadMail: true,
    };
    const shapes: HomeShape[] = [
      {
        planner: true,
        todos: true,
        office: { ...all, overdueInvoices: true },
        payrolls: true,
        login: true,
        contact: true,
      },
      { planner: false, todos: false, office: null, payrolls: false, login: false, contact: false },
    ];
    await withTenant(ctx.handle.db, 1, async (tx: Executor) => {
      for (const shape of shapes) {
        // No check of its own: this test is the check.
        const cache = statementCache({
          name: 'home under test',
          keyOf: () => 'one shape',
          build: buildPersonalStatement,
          verify: false,
        });
        const forA = valuesOf(crew!, '2026-11-23T09:00:00.000Z', 11);
        const forB = valuesOf(chief!, '2026-11-29T22:30:00.000Z', 12);
        const builtForA = cache.fill(tx, shape, forA).query;
        const filledForB = cache.fill(tx, shape, forB).query;
        const freshForB = queryOf(tx, buildPersonalStatement(tx, shape, inlineSlots(forB)).sql);
        expect(filledForB.sql).toBe(builtForA.sql);
        expect(filledForB.sql).toBe(freshForB.sql);
        expect(filledForB.params).toEqual(freshForB.params);
        expect(filledForB.params).not.toEqual(builtForA.params);
      }
    });
  });
});
