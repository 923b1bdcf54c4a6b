import { crewCalendarSchema } from '@crewhub/shared';
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
      const body = crewCalendarSchema.parse(response.json());
      expect(body.total).toBeGreaterThanOrEqual(people);
      expect(body.people.personId.length).toBeLessThanOrEqual(1000);
      for (const personId of body.people.personId) seen.add(personId);
      entries += body.entries.personId.length;
    }
    expect(seen.size).toBeGreaterThanOrEqual(people);
    expect(entries).toBeGreaterThanOrEqual((people * 31) / 4 - 100);
  });
});
