// A tenant at scale on PostgreSQL (issue 17): the demo's Northwind tenant gets 10,000 crew
// members, 500 client companies, 50,000 projects (one crew and one 20-row position each, spread
// over 2026 and 2027) and 1,000,000 assignments; crew@northwind works every day of the two years.
// Set-based INSERT … SELECT over generate_series: the rows never travel through Node.
// Usage: DATABASE_URL=postgres://postgres@127.0.0.1:5432/crewhub_scale npm run seed:scale
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows, openDatabase } from '../apps/server/src/db/client';
import { seedDemo } from '../apps/server/src/db/seed/seed-demo';
import { scale } from './scale-tenant';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl?.startsWith('postgres')) {
  throw new Error('Set DATABASE_URL to a PostgreSQL database (an empty one is fine).');
}
const handle = openDatabase({
  databaseUrl,
  migrationsFolder: path.resolve(import.meta.dirname, '../apps/server/drizzle'),
});
const { db } = handle;
const t = scale.tenantId;
const started = performance.now();
/**
 * One bulk insert, then ANALYZE of the table it filled: the next steps' foreign-key checks are
 * planned on the table's real size (planned for the few demo rows, each check scanned 50,000
 * projects, which made the crews step take minutes).
 */
const step = async (name: string, statement: ReturnType<typeof sql>, filled: string) => {
  const stepStarted = performance.now();
  await db.execute(statement);
  await db.execute(sql.raw(`analyze ${filled}`));
  console.log(`${name}: ${((performance.now() - stepStarted) / 1000).toFixed(1)} s`);
};

await handle.migrate();
// The demo gives the tenant, its logins and functions (documents without their PDFs).
await seedDemo(db, { port: 3000 });
const [done] = await queryRows<{ n: number }>(
  db,
  sql`select count(*)::int as n from person where tenant_id = ${t} and first_name = 'Scale'`,
);
if (done!.n > 0) {
  console.log('The scale data is there already.');
  await handle.close();
  process.exit(0);
}
const [fn] = await queryRows<{ id: number }>(
  db,
  sql`select id from function where tenant_id = ${t} and name = 'Stagehand'`,
);
const [busy] = await queryRows<{ personId: number }>(
  db,
  sql`select person_id as "personId" from login where email = ${scale.busyEmail}`,
);

await step(
  'crew',
  sql`insert into person (tenant_id, first_name, last_name, city)
    select ${t}, 'Scale', 'Crew ' || lpad(g::text, 5, '0'), 'Utrecht'
    from generate_series(1, ${scale.crew}) g`,
  'person',
);
await step(
  'crew functions',
  sql`insert into person_function (tenant_id, person_id, function_id)
    select ${t}, id, ${fn!.id} from person where tenant_id = ${t} and first_name = 'Scale'`,
  'person_function',
);
await step(
  'client companies',
  sql`insert into company (tenant_id, name)
    select ${t}, 'Scale client ' || lpad(g::text, 3, '0') from generate_series(1, ${scale.companies}) g`,
  'company',
);
// Project g falls on day g % days, for client g % companies.
await step(
  'projects',
  sql`with clients as (
      select id, row_number() over (order by id) - 1 as n from company
      where tenant_id = ${t} and name like 'Scale client %')
    insert into project (tenant_id, number, name, company_id, begin_date, end_date, state)
    select ${t}, 'S-' || g, 'Scale project ' || g, c.id,
      ${scale.firstDay}::date + (g % ${scale.days}), ${scale.firstDay}::date + (g % ${scale.days}), 'confirmed'
    from generate_series(0, ${scale.projects - 1}) g
    join clients c on c.n = g % ${scale.companies}`,
  'project',
);
await step(
  'crews',
  sql`insert into project_crew (tenant_id, project_id, name, date)
    select ${t}, id, 'Crew', begin_date from project where tenant_id = ${t} and number like 'S-%'`,
  'project_crew',
);
await step(
  'positions',
  sql`insert into project_crew_item (tenant_id, project_crew_id, project_id, function_id,
      start_date, end_date, start_time, end_time, amount_of_rows)
    select ${t}, c.id, c.project_id, ${fn!.id}, c.date, c.date, '08:00', '17:00', ${scale.rowsPerPosition}
    from project_crew c join project p on p.tenant_id = c.tenant_id and p.id = c.project_id
    where c.tenant_id = ${t} and p.number like 'S-%'`,
  'project_crew_item',
);
// Position k of a day takes people k*20 … k*20+19 of that day's block, so nobody works twice a
// day (about 68 positions x 20 = 1,370 people a day of the 10,000).
await step(
  'assignments',
  sql`with crew as (
      select id, row_number() over (order by id) - 1 as n from person
      where tenant_id = ${t} and first_name = 'Scale'),
    positions as (
      select i.id, i.start_date,
        row_number() over (partition by i.start_date order by i.id) - 1 as k
      from project_crew_item i join project p on p.tenant_id = i.tenant_id and p.id = i.project_id
      where i.tenant_id = ${t} and p.number like 'S-%')
    insert into project_crew_item_status (tenant_id, project_crew_item_id, person_id, status)
    select ${t}, pos.id, crew.id, case when r < 16 then 'confirmed' else 'requested' end
    from positions pos
    cross join generate_series(0, ${scale.rowsPerPosition - 1}) r
    join crew on crew.n = ((pos.start_date - ${scale.firstDay}::date) * 1370 + pos.k * ${scale.rowsPerPosition} + r) % ${scale.crew}`,
  'project_crew_item_status',
);
await step(
  'the busy crew member, every day',
  sql`insert into project_crew_item_status (tenant_id, project_crew_item_id, person_id, status)
    select distinct on (i.start_date) ${t}, i.id, ${busy!.personId}::int, 'confirmed'
    from project_crew_item i join project p on p.tenant_id = i.tenant_id and p.id = i.project_id
    where i.tenant_id = ${t} and p.number like 'S-%'
    order by i.start_date, i.id`,
  'project_crew_item_status',
);
// The tables' visibility maps, so the calendars' index-only scans read the index alone at once,
// as they do in a database autovacuum has been through (the benches measure that state). The
// position summaries took a million count updates from the assignments' triggers; the people and
// their functions are what the crew planner pages through.
const vacuumStarted = performance.now();
const vacuumed = [
  'project',
  'project_crew',
  'project_crew_item',
  'project_crew_item_status',
  'position_summary',
  'person',
  'person_function',
];
for (const table of vacuumed) {
  await db.execute(sql.raw(`vacuum (analyze) ${table}`));
}
console.log(`vacuum: ${((performance.now() - vacuumStarted) / 1000).toFixed(1)} s`);
console.log(`Done in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
await handle.close();
