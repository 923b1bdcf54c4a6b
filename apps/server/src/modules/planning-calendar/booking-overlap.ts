import { bookedStatuses } from '@crewhub/shared';
import { sql, type SQL } from 'drizzle-orm';
import { sqlList } from '../../db/joins';

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
 * SQL: the position under `alias` meets the days [from, to] (dates). Written as a range
 * overlap so it uses `pci_span_idx` and its statistics: the planner then expects a month's
 * positions, not five times as many.
 */
export const positionMeets = (alias: string, from: SQL, to: SQL): SQL =>
  sql`daterange(${sql.raw(alias)}.start_date, ${sql.raw(alias)}.end_date, '[]') && daterange((${from})::date, (${to})::date, '[]')`;

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
 * Shared by the calendar colours, find-best-person and the planner's home so all agree on
 * what a double booking is.
 */
export const bookingsMeeting = (tenantId: number, from: SQL, to: SQL): SQL =>
  sql`select booked_person.person_id, oi.id as position_id, ${spanStart('oi')} as span_start,
      ${spanEnd('oi')} as span_end
    from project_crew_item oi ${bookedPeopleOn('oi')}
    where oi.tenant_id = ${tenantId} and ${positionMeets('oi', sql`(${from})::date - 1`, to)}`;

/** SQL: the spans of rows `a` and `b` (aliases with span_start and span_end) overlap. */
export const spansOverlap = (a: string, b: string): SQL =>
  sql.raw(`${a}.span_start < ${b}.span_end and ${b}.span_start < ${a}.span_end`);

/**
 * SQL, a subquery's body: the `person_id, position_id` pairs of `booked` (a query of booked
 * assignments with person_id, position_id, span_start, span_end) whose person is booked on
 * another position at an overlapping time. One pass: the bookings near those dates (a
 * materialized set) hashed by person, instead of every assignment of each person probed once
 * per row.
 */
export const doubleBookings = (tenantId: number, booked: SQL): SQL =>
  sql`with booked as materialized (${booked}),
    near as materialized (${bookingsMeeting(
      tenantId,
      sql`select min(span_start) from booked`,
      sql`select max(span_end) from booked`,
    )})
    select distinct b.person_id, b.position_id from booked b
    join near n on n.person_id = b.person_id and n.position_id <> b.position_id and ${spansOverlap('n', 'b')}`;
