import { sql, type SQL } from 'drizzle-orm';

/** A position's span as timestamps; a missing time means the whole day. */
export const spanStart = (alias: string): SQL =>
  sql.raw(`(${alias}.start_date + coalesce(${alias}.start_time, '00:00'::time))`);
export const spanEnd = (alias: string): SQL =>
  sql.raw(`(${alias}.end_date + coalesce(${alias}.end_time, '23:59:59'::time))`);

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
