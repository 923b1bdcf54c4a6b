import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client';

export const scaleMonth = { from: '2026-12-01', to: '2026-12-31' };

/**
 * Adds `people` stagehands to a tenant with one 600-row position per day of December 2026, a
 * quarter of them confirmed each day: the crew planner's 2,000 x 31 case. Set-based SQL as the
 * owner, so it takes seconds; the scale test and the crew planner benchmark share it.
 */
export const addScaleCrew = async (db: Database, tenantId: number, people: number) => {
  const [fn] = await queryRows<{ id: number }>(
    db,
    sql`select id from function where tenant_id = ${tenantId} and name = 'Stagehand'`,
  );
  await db.execute(sql`insert into person (tenant_id, first_name, last_name, city)
    select ${tenantId}, 'Scale', 'Person ' || lpad(g::text, 4, '0'), 'Utrecht'
    from generate_series(1, ${people}) g`);
  await db.execute(sql`insert into person_function (tenant_id, person_id, function_id)
    select ${tenantId}, id, ${fn!.id} from person where tenant_id = ${tenantId} and first_name = 'Scale'`);
  const [project] = await queryRows<{ id: number }>(
    db,
    sql`insert into project (tenant_id, number, name, begin_date, end_date)
      values (${tenantId}, 'SCALE-1', 'Scale test', ${scaleMonth.from}, ${scaleMonth.to}) returning id`,
  );
  await db.execute(sql`insert into project_crew (tenant_id, project_id, name, date)
    select ${tenantId}, ${project!.id}, 'Day ' || d, date '2026-12-01' + d from generate_series(0, 30) d`);
  await db.execute(sql`insert into project_crew_item (tenant_id, project_crew_id, project_id, function_id,
      start_date, end_date, start_time, end_time, amount_of_rows)
    select ${tenantId}, c.id, ${project!.id}, ${fn!.id}, c.date, c.date, '08:00', '17:00', 600
    from project_crew c where c.tenant_id = ${tenantId} and c.project_id = ${project!.id}`);
  await db.execute(sql`insert into project_crew_item_status (tenant_id, project_crew_item_id, person_id, status)
    select ${tenantId}, i.id, p.id, 'confirmed' from project_crew_item i
    join person p on p.tenant_id = ${tenantId} and p.first_name = 'Scale'
    where i.tenant_id = ${tenantId} and i.project_id = ${project!.id}
      and (p.id + extract(day from i.start_date)::int) % 4 = 0`);
};
