import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { demoLogin, otherTenantHost, useTestApp } from '../../testing/test-app';

const ctx = useTestApp();
const people = 2000;

/**
 * The crew planner must stay quick for 2,000 people x 31 days. The data goes into the second
 * tenant with set-based SQL (as the owner) so the other test files keep their small demo.
 */
beforeAll(async () => {
  const db = ctx.handle.db;
  const [fn] = await queryRows<{ id: number }>(
    db,
    sql`select id from function where tenant_id = 2 and name = 'Stagehand'`,
  );
  await db.execute(sql`insert into person (tenant_id, first_name, last_name, city)
    select 2, 'Scale', 'Person ' || lpad(g::text, 4, '0'), 'Utrecht' from generate_series(1, ${people}) g`);
  await db.execute(sql`insert into person_function (tenant_id, person_id, function_id)
    select 2, id, ${fn!.id} from person where tenant_id = 2 and first_name = 'Scale'`);
  const [project] = await queryRows<{ id: number }>(
    db,
    sql`insert into project (tenant_id, number, name, begin_date, end_date)
      values (2, 'SCALE-1', 'Scale test', '2026-12-01', '2026-12-31') returning id`,
  );
  await db.execute(sql`insert into project_crew (tenant_id, project_id, name, date)
    select 2, ${project!.id}, 'Day ' || d, date '2026-12-01' + d from generate_series(0, 30) d`);
  await db.execute(sql`insert into project_crew_item (tenant_id, project_crew_id, project_id, function_id,
      start_date, end_date, start_time, end_time, amount_of_rows)
    select 2, c.id, ${project!.id}, ${fn!.id}, c.date, c.date, '08:00', '17:00', 600
    from project_crew c where c.tenant_id = 2 and c.project_id = ${project!.id}`);
  await db.execute(sql`insert into project_crew_item_status (tenant_id, project_crew_item_id, person_id, status)
    select 2, i.id, p.id, 'confirmed' from project_crew_item i
    join person p on p.tenant_id = 2 and p.first_name = 'Scale'
    where i.tenant_id = 2 and i.project_id = ${project!.id} and (p.id + extract(day from i.start_date)::int) % 4 = 0`);
});

describe('GET /plannerCrewCalendar at scale', () => {
  it('serves 2,000 people x 31 days in pages of 1000 quickly', async () => {
    const token = await ctx.login(demoLogin('planner', 'northwind.crewhub.app'), otherTenantHost);
    let entries = 0;
    for (const page of [1, 2, 3]) {
      const started = performance.now();
      const response = await ctx.request(
        'GET',
        `/api/v1/plannerCrewCalendar?from=2026-12-01&to=2026-12-31&page=${page}`,
        {
          token,
          host: otherTenantHost,
        },
      );
      const elapsed = performance.now() - started;
      expect(response.statusCode).toBe(200);
      const body = response.json<{ total: number; people: unknown[]; entries: unknown[] }>();
      expect(body.total).toBeGreaterThanOrEqual(people);
      entries += body.entries.length;
      // Generous for PGlite (WebAssembly) on a busy CI machine; PostgreSQL is far quicker.
      expect(elapsed).toBeLessThan(4000);
    }
    expect(entries).toBeGreaterThanOrEqual((people * 31) / 4 - 100);
  });
});
