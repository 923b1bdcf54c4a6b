import { sql, type SQL } from 'drizzle-orm';

const startOf = (alias: string) =>
  `${alias}.start_date + coalesce(${alias}.start_time, '00:00'::time)`;

/**
 * A position's span as timestamps, read as `jobInterval` (shared) reads it: without times it
 * takes whole days, and an end at or before the start runs past midnight (night shifts).
 */
export const spanStart = (alias: string): SQL => sql.raw(`(${startOf(alias)})`);
export const spanEnd = (alias: string): SQL =>
  sql.raw(`(case
    when ${alias}.end_time is null then (${alias}.end_date + 1) + '00:00'::time
    when ${alias}.end_date + ${alias}.end_time <= ${startOf(alias)}
      then (${alias}.end_date + 1) + ${alias}.end_time
    else ${alias}.end_date + ${alias}.end_time end)`);

/**
 * SQL: the person has another booked assignment (requested, confirmed, spare) whose position
 * overlaps [start, end). Shared by the calendar colours and find-best-person so both agree on
 * what a double booking is.
 */
export const otherBookingOverlaps = (options: {
  tenantId: SQL;
  personId: SQL;
  start: SQL;
  end: SQL;
  exceptPositionId: SQL;
}): SQL => sql`exists (
  select 1 from project_crew_item_status ob
  join project_crew_item oi on oi.tenant_id = ob.tenant_id and oi.id = ob.project_crew_item_id
  where ob.tenant_id = ${options.tenantId} and ob.person_id = ${options.personId}
    and ob.status in ('requested', 'confirmed', 'spare')
    and oi.id <> ${options.exceptPositionId}
    and ${spanStart('oi')} < ${options.end} and ${options.start} < ${spanEnd('oi')})`;
