import type { TreeSummary } from '@crewhub/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCrewDayFactories, type CrewDayFactories } from '../../testing/crew-day-factories';
import { createFactories } from '../../testing/factories';
import { demoLogin, otherTenantHost, useTestApp } from '../../testing/test-app';

const ctx = useTestApp();
let f: CrewDayFactories;
let office: string;

beforeAll(async () => {
  f = createCrewDayFactories(ctx.handle.db);
  office = await ctx.login(demoLogin('office'));
});

const summary = async (token: string, host?: string) => {
  const response = await ctx.request('GET', '/api/v1/oneCrewOneTree', { token, host });
  expect(response.statusCode).toBe(200);
  return response.json<TreeSummary>();
};
const assign = (token: string, body: Record<string, unknown>, host?: string) =>
  ctx.request('POST', '/api/v1/oneXOneTree/assign', { token, body, host });

describe('one crew, one tree', () => {
  it('counts my trees and the company’s per year after the office assigns some', async () => {
    const member = await f.crewMember();
    const crew = await ctx.login(member.credentials);
    const before = await summary(crew);
    expect(before).toMatchObject({ mine: 0, myTrees: [], canAssign: false });

    const planted = await assign(office, {
      personId: member.person.id,
      count: 3,
      plantedOn: '2025-06-01',
      reason: 'Festival season',
    });
    expect(planted.statusCode).toBe(201);
    expect(planted.json()).toEqual({ assigned: 3 });
    expect(
      (await assign(office, { personId: member.person.id, plantedOn: '2026-11-20' })).statusCode,
    ).toBe(201);

    const after = await summary(crew);
    expect(after.mine).toBe(4);
    expect(after.companyTotal).toBe(before.companyTotal + 4);
    expect(after.myTrees[0]).toMatchObject({ plantedOn: '2026-11-20', reason: null });
    expect(after.myTrees).toHaveLength(4);
    const year2025 = after.perYear.find((row) => row.year === 2025);
    expect(year2025?.mine).toBe(3);
    expect(after.perYear.at(-1)?.year).toBe(2026);
    expect((await summary(office)).canAssign).toBe(true);
  });

  it('refuses bad input, crew members and other tenants’ people', async () => {
    const member = await f.crewMember();
    const crew = await ctx.login(member.credentials);
    const personId = member.person.id;
    expect((await assign(crew, { personId, plantedOn: '2026-11-01' })).statusCode).toBe(403);
    for (const [body, field] of [
      [{ personId, plantedOn: '2026-12-24' }, 'plantedOn'],
      [{ personId, plantedOn: '2026-11-01', count: 0 }, 'count'],
      [{ personId: 2_000_000, plantedOn: '2026-11-01' }, 'personId'],
      [{ plantedOn: '2026-11-01' }, 'personId'],
    ] as const) {
      const response = await assign(office, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.body).toContain(field);
    }
    const northwindPerson = await createFactories(ctx.handle.db, 2).person();
    const crossTenant = await assign(office, {
      personId: northwindPerson.id,
      plantedOn: '2026-11-01',
    });
    expect(crossTenant.statusCode).toBe(400);
    const northwind = await ctx.login(
      demoLogin('office', 'northwind.crewhub.app'),
      otherTenantHost,
    );
    const theirs = await summary(northwind, otherTenantHost);
    expect((await assign(office, { personId, plantedOn: '2026-11-01' })).statusCode).toBe(201);
    expect((await summary(northwind, otherTenantHost)).companyTotal).toBe(theirs.companyTotal);
    expect((await ctx.request('GET', '/api/v1/oneCrewOneTree')).statusCode).toBe(401);
  });
});
