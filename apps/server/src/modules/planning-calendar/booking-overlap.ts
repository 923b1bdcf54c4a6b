import { bookedStatuses } from '@crewhub/shared';
import { sql, type SQL } from 'drizzle-orm';
import { sqlList } from '../../db/joins';
import { rowsMeetingDays } from '../../db/days-meeting';
import type { SqlValue } from '../../db/json-read';

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
 * SQL, a subquery's body: the tenant's positions (every column) meeting the days [from, to]
 * (date expressions), through their date indexes (`rowsMeetingDays`).
 */
export const positionsMeeting = (tenantId: SqlValue<number>, from: SQL, to: SQL): SQL =>
  rowsMeetingDays(
    'project_crew_item',
    { first: 'start_date', last: 'end_date' },
    tenantId,
    from,
    to,
  );

/** SQL: `status` (a column) is a booking that takes the person's time (requested, confirmed, spare). */
export const isBookedStatus = (status: string): SQL =>
  sql`${sql.raw(status)} in (${sqlList(bookedStatuses)})`;

/**
 * SQL, a lateral join: `booked_person.person_id` for each booked assignment on the position
 * under `alias`, read through that position's own index. A plain join would be planned on the
 * estimate of a date range over positions, which overshoots a month several times, and then
 * becomes a scan of every assignment of the tenant.
 */
export const bookedPeopleOn = (alias: string): SQL =>
  sql`cross join lateral unnest(array(select s.person_id from project_crew_item_status s
    where s.tenant_id = ${sql.raw(alias)}.tenant_id and s.project_crew_item_id = ${sql.raw(alias)}.id
      and ${isBookedStatus('s.status')})) as booked_person(person_id)`;

/**
 * SQL, a subquery's body: the tenant's booked assignments (requested, confirmed, spare) as
 * `person_id, position_id, span_start, span_end`, on the positions whose span can meet
 * [from, to) (timestamps). Read through the positions' date index, so a month costs the
 * month's positions, not every assignment of every person in it; the caller compares the
 * spans exactly (`spansOverlap`). A span starts on its start date and ends before its end
 * date + 2 (a night shift runs into the next day), hence the day's margin before `from`.
 * Used by find-best-person; the planning calendar and the planner's home read the flags
 * the database keeps the same way (`project_crew_item_status.double_booked`, migration 0038).
 */
export const bookingsMeeting = (tenantId: SqlValue<number>, from: SQL, to: SQL): SQL =>
  sql`select booked_person.person_id, oi.id as position_id, ${spanStart('oi')} as span_start,
      ${spanEnd('oi')} as span_end
    from (${positionsMeeting(tenantId, sql`(${from})::date - 1`, to)}) oi ${bookedPeopleOn('oi')}`;

/** SQL: the spans of rows `a` and `b` (aliases with span_start and span_end) overlap. */
export const spansOverlap = (a: string, b: string): SQL =>
  sql.raw(`${a}.span_start < ${b}.span_end and ${b}.span_start < ${a}.span_end`);

/**
 * SQL, a subquery's body: the rows of `bookings` (a query with person_id, position_id,
 * span_start, span_end; one row per person and position) whose person has another of them
 * at an overlapping time. Sorted by person and start, a person booked twice at once always
 * has a booking the next one starts before the end of (`lead`, one sort and no pairs); only
 * those few people's bookings are then compared pair by pair.
 */
export const overlappingBookings = (bookings: SQL): SQL =>
  sql`with b as materialized (${bookings}),
    -- Materialized, so the sort runs once whatever the estimates (a join could repeat it per row).
    twice_booked as materialized (
      select distinct person_id from (
        select person_id, lead(span_start) over (partition by person_id order by span_start) < span_end
          as next_overlaps
        from b) sorted
      where next_overlaps),
    twice as materialized (select b.* from b join twice_booked t on t.person_id = b.person_id)
    select x.* from twice x
    where exists (select 1 from twice y where y.person_id = x.person_id
      and y.position_id <> x.position_id and ${spansOverlap('x', 'y')})`;
