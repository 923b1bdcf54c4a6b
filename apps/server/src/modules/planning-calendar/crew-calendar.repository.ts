import { offsetOf, unpaidProjectType, type CrewCalendarQuery } from '@crewhub/shared';
import { sql, type SQL } from 'drizzle-orm';
import { appointmentTakesTimeSql } from '../appointments';
import { queryRows, type Executor } from '../../db/client';
import { planWithValues } from '../../db/custom-plans';
import { intArray } from '../../db/int-array';
import { containsPattern } from '../../db/like';
import {
  isBookedStatus,
  overlappingBookings,
  positionsMeeting,
  spanEnd,
  spanStart,
} from './booking-overlap';

/**
 * The page of people: their ids in page order, their answers as the JSON texts of an array's
 * items (comma-separated), and the total count of people matching.
 */
export type CrewCalendarPeople = { personIds: number[]; json: string; total: number };

/**
 * The page's bars, one line each: what its colour is worked out from
 * ("kind,status,internal kind,unpaid,double booked", 1/0 for yes/no, empty for none), a tab,
 * then its answer as JSON up to `label` (the closing brace follows the colour). One text rather
 * than thousands of rows: the driver's reading of each row was most of the call's CPU in Node.
 */
export type CrewCalendarEntryLines = string;

/** "Has any of these" on a person's link table. */
const hasAny = (table: string, column: string, ids: readonly number[] | undefined): SQL =>
  ids?.length
    ? sql`and exists (select 1 from ${sql.raw(table)} l where l.tenant_id = p.tenant_id
        and l.person_id = p.id and l.${sql.raw(column)} = any(${intArray(ids)}))`
    : sql``;

export const crewCalendarRepository = {
  /**
   * One page of people matching the filters, with their function ids and the total count
   * (window function), in one query. `companyId` limits a client to their crews' people.
   */
  people: async (
    tx: Executor,
    tenantId: number,
    query: CrewCalendarQuery,
    companyId: number | null,
  ): Promise<CrewCalendarPeople> => {
    const order = sql`page.last_name, page.first_name, page.id`;
    const [row] = await queryRows<CrewCalendarPeople>(
      tx,
      sql`select coalesce(array_agg(page.id order by ${order}), '{}') as "personIds",
          coalesce(string_agg(row_to_json(answer)::text, ',' order by ${order}), '') as json,
          coalesce(max(page.total), 0) as total
        from (select p.tenant_id, p.id, p.first_name, p.last_name, p.city, p.region_id,
          (count(*) over ())::int as total
        from person p
        where p.tenant_id = ${tenantId}
          and exists (select 1 from person_function pf where pf.tenant_id = p.tenant_id and pf.person_id = p.id)
          ${hasAny('person_function', 'function_id', query.functionIds)}
          ${hasAny('person_tag', 'tag_id', query.tagIds)}
          ${hasAny('person_skill', 'skill_id', query.skillIds)}
          ${query.regionIds?.length ? sql`and p.region_id = any(${intArray(query.regionIds)})` : sql``}
          ${
            query.crewIds?.length
              ? sql`and exists (select 1 from planner_crew_membership m where m.tenant_id = p.tenant_id
            and m.person_id = p.id and m.kind <> 'blocked' and m.planner_crew_id = any(${intArray(query.crewIds)}))`
              : sql``
          }
          ${
            companyId === null
              ? sql``
              : sql`and exists (select 1 from planner_crew_membership m join planner_crew pc
            on pc.tenant_id = m.tenant_id and pc.id = m.planner_crew_id where m.tenant_id = p.tenant_id
            and m.person_id = p.id and pc.company_id = ${companyId})`
          }
          ${query.q ? sql`and (p.first_name || ' ' || p.last_name) ilike ${containsPattern(query.q)}` : sql``}
        order by p.last_name, p.first_name, p.id
        limit ${query.limit} offset ${offsetOf(query)}) page
        cross join lateral (select page.id as "personId", page.first_name as "firstName",
          page.last_name as "lastName", page.city, page.region_id as "regionId",
          array(select pf.function_id from person_function pf where pf.tenant_id = page.tenant_id
            and pf.person_id = page.id order by pf.function_id) as "functionIds") answer`,
    );
    return row!;
  },

  /**
   * Every assignment, blocked date, appointment and vacation of those people in the period, in
   * one query, as JSON. The assignments come from the period's positions (each position's
   * people read from the index alone), and a booking overlapping another of the same person
   * on the page is a double booking.
   */
  entries: async (
    tx: Executor,
    tenantId: number,
    personIds: readonly number[],
    period: { from: string; to: string },
    visibleCompanyId: number | null,
  ): Promise<CrewCalendarEntryLines> => {
    if (personIds.length === 0) return '';
    const people = intArray(personIds);
    // Planned with the page's ids as values: a generic plan compares each assignment with the
    // 1,000 ids one by one instead of looking them up in a hash (4 times the time).
    await planWithValues(tx);
    // Another client's project shows as busy without saying whose it is.
    const visible =
      visibleCompanyId === null ? sql`true` : sql`pr.company_id = ${visibleCompanyId}`;
    const [row] = await queryRows<{ lines: string }>(
      tx,
      sql`with assignments as materialized (
          select s.person_id, i.id as position_id, s.id, s.status, i.start_date, i.end_date, i.start_time, i.end_time,
            ${spanStart('i')} as span_start, ${spanEnd('i')} as span_end,
            case when ${visible} then pr.number end as project_number,
            case when ${visible} and pr.name <> '' then pr.name || ' - ' || f.name end as label,
            pr.internal_kind, coalesce(pr.project_type = ${unpaidProjectType}, false) as unpaid
          from (${positionsMeeting(tenantId, sql`${period.from}`, sql`${period.to}`)}) i
          join project_crew_item_status s on s.tenant_id = i.tenant_id and s.project_crew_item_id = i.id
          join project pr on pr.tenant_id = i.tenant_id and pr.id = i.project_id
          join function f on f.tenant_id = i.tenant_id and f.id = i.function_id
          where s.tenant_id = ${tenantId} and s.person_id = any(${people})
        ),
        double_booked as (${overlappingBookings(
          sql`select person_id, position_id, span_start, span_end from assignments
            where ${isBookedStatus('status')}`,
        )}),
        entries as (
          select a.person_id, 'assignment' as kind, a.start_date::text as start_date,
            a.end_date::text as end_date, to_char(a.start_time, 'HH24:MI') as start_time,
            to_char(a.end_time, 'HH24:MI') as end_time, a.status, a.id as assignment_id,
            a.project_number, a.label, a.internal_kind, a.unpaid,
            (a.person_id, a.position_id) in (select person_id, position_id from double_booked)
              as double_booked
          from assignments a
        union all
          select b.person_id, 'blockDate', b.start_date::text, coalesce(b.end_date, b.start_date)::text, null, null,
            null, null, null, b.reason, null, false, false
          from block_date b
          where b.tenant_id = ${tenantId} and b.person_id = any(${people})
            and b.start_date <= ${period.to}::date and coalesce(b.end_date, b.start_date) >= ${period.from}::date
        union all
          -- An appointment reads as a blocked stretch of the day, named by its subject.
          select a.person_id, 'blockDate', a.date::text, a.date::text, to_char(a.start_time, 'HH24:MI'),
            to_char(a.end_time, 'HH24:MI'), null, null, null, a.subject, null, false, false
          from appointment a
          where a.tenant_id = ${tenantId} and a.person_id = any(${people})
            and ${appointmentTakesTimeSql('a')} and a.date between ${period.from}::date and ${period.to}::date
        union all
          select v.person_id, 'vacation', v.start_date::text, coalesce(v.end_date, v.start_date)::text, null, null,
            v.status, null, null, null, 'vacation', v.unpaid, false
          from vacation_request v
          where v.tenant_id = ${tenantId} and v.person_id = any(${people}) and v.status <> 'rejected'
            and v.start_date <= ${period.to}::date and coalesce(v.end_date, v.start_date) >= ${period.from}::date
        )
        -- Bars starting together (a double booking) by kind and assignment, not as the sort found them.
        select coalesce(string_agg(concat(e.kind, ',', e.status, ',', e.internal_kind, ',',
            e.unpaid::int, ',', e.double_booked::int, E'\t', row_to_json(answer)::text), E'\n'
          order by e.person_id, e.start_date, e.start_time nulls first, e.kind, e.assignment_id), '') as lines
        from entries e
        cross join lateral (select e.person_id as "personId", e.kind, e.start_date as "startDate",
          e.end_date as "endDate", e.start_time as "startTime", e.end_time as "endTime", e.status,
          e.assignment_id as "assignmentId", e.project_number as "projectNumber", e.label) answer`,
    );
    return row!.lines;
  },
};
