import { PGlite } from '@electric-sql/pglite';
const client = new PGlite('/tmp/prof2/pglite');
const time = async (label: string, sql: string) => {
  for (let i = 0; i < 100; i++) await client.query(sql);
  const t = performance.now();
  const N = 400;
  for (let i = 0; i < N; i++) await client.query(sql);
  console.log(((performance.now() - t) / N).toFixed(3), label);
};
const cols = `s.id, s.person_id, s.status, s.confirmed_at, s.check_in_at, s.check_out_at, s.created_at, s.updated_at, i.id, i.start_date, i.end_date, i.start_time, i.end_time, i.spare, i.crew_chief, i.changed_at, i.crew_info_external, i.catering, c.id, c.name, c.shift, c.crew_chief_person_id, p.id, p.number, p.name, p.begin_date, p.end_date, (select pe.timezone from person pe where pe.tenant_id = s.tenant_id and pe.id = s.person_id)`;
const where = `where s.tenant_id = 1 and s.person_id = 1 and s.status in ('applied','requested','confirmed','spare') and i.end_date >= '2026-11-22' order by i.start_date, i.start_time, s.id`;
const core = `from project_crew_item_status s join project_crew_item i on i.tenant_id = s.tenant_id and i.id = s.project_crew_item_id join project_crew c on c.tenant_id = i.tenant_id and c.id = i.project_crew_id join project p on p.tenant_id = c.tenant_id and p.id = c.project_id`;
const fnJoin = `join function f on f.tenant_id = i.tenant_id and f.id = i.function_id`;
const locJoin = `left join location l on l.tenant_id = c.tenant_id and l.id = coalesce(c.location_id, p.location_id)`;
const fnScalar = `(select f.name from function f where f.tenant_id = i.tenant_id and f.id = i.function_id)`;
const locScalar = (col: string) => `(select l.${col} from location l where l.tenant_id = c.tenant_id and l.id = coalesce(c.location_id, p.location_id))`;
for (let round = 0; round < 2; round++) {
  await time('a) 6 rels', `select ${cols}, f.name, l.id, l.name, l.city ${core} ${fnJoin} ${locJoin} ${where}`);
  await time('b) 5 rels, function scalar', `select ${cols}, ${fnScalar}, l.id, l.name, l.city ${core} ${locJoin} ${where}`);
  await time('c) 4 rels, function+location scalar', `select ${cols}, ${fnScalar}, ${locScalar('id')}, ${locScalar('name')}, ${locScalar('city')} ${core} ${where}`);
  await time('d) 6 rels, fenced', `select m.*, c.id, c.name, p.id, p.number, f.name, l.id, l.name, l.city from (select s.*, i.project_crew_id, i.function_id, i.start_date, i.start_time, i.end_date from project_crew_item_status s join project_crew_item i on i.tenant_id = s.tenant_id and i.id = s.project_crew_item_id where s.tenant_id = 1 and s.person_id = 1 and s.status in ('applied','requested','confirmed','spare') and i.end_date >= '2026-11-22' offset 0) m join project_crew c on c.tenant_id = m.tenant_id and c.id = m.project_crew_id join project p on p.tenant_id = c.tenant_id and p.id = c.project_id join function f on f.tenant_id = m.tenant_id and f.id = m.function_id left join location l on l.tenant_id = c.tenant_id and l.id = coalesce(c.location_id, p.location_id) order by m.start_date, m.start_time, m.id`);
}
await client.close();
