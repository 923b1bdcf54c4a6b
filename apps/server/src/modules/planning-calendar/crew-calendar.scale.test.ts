import { beforeAll, describe, expect, it } from 'vitest';
import { addScaleCrew, scaleMonth } from '../../testing/crew-scale';
import { demoLogin, otherTenantHost, useTestApp } from '../../testing/test-app';

const ctx = useTestApp();
const people = 2000;
// The second demo tenant, so the other test files keep their small demo.
const northwindTenantId = 2;

beforeAll(async () => {
  await addScaleCrew(ctx.handle.db, northwindTenantId, people);
});

// Speed is measured by `npm run bench:crew-planner` (docs/performance.md); this checks paging.
describe('GET /plannerCrewCalendar at scale', () => {
  it('pages 2,000 people x 31 days in pages of 1000 with every entry', async () => {
    const token = await ctx.login(demoLogin('planner', 'northwind.crewhub.app'), otherTenantHost);
    const seen = new Set<number>();
    let entries = 0;
    for (const page of [1, 2, 3]) {
      const response = await ctx.request(
        'GET',
        `/api/v1/plannerCrewCalendar?from=${scaleMonth.from}&to=${scaleMonth.to}&page=${page}`,
        { token, host: otherTenantHost },
      );
      expect(response.statusCode).toBe(200);
      const body = response.json<{
        total: number;
        people: { personId: number }[];
        entries: unknown[];
      }>();
      expect(body.total).toBeGreaterThanOrEqual(people);
      expect(body.people.length).toBeLessThanOrEqual(1000);
      for (const person of body.people) seen.add(person.personId);
      entries += body.entries.length;
    }
    expect(seen.size).toBeGreaterThanOrEqual(people);
    expect(entries).toBeGreaterThanOrEqual((people * 31) / 4 - 100);
  });
});
