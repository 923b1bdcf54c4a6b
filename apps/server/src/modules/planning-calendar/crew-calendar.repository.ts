import {
  offsetOf,
  unpaidProjectType,
  type CrewCalendar,
  type CrewCalendarQuery,
} from '@crewhub/shared';
import { sql, type SQL } from 'drizzle-orm';
import { appointmentTakesTimeSql } from '../appointments';
import { queryRows, type Executor } from '../../db/client';
import { planWithValues } from '../../db/custom-plans';
import { dayNumber, minuteOfDay } from '../../db/day-numbers';
import { intArray } from '../../db/int-array';
import { jsonColumnArray, jsonColumns, type JsonColumn } from '../../db/json-columns';
import { containsPattern } from '../../db/like';
import {
  isBookedStatus,
  overlappingBookings,
  positionsMeeting,
  spanEnd,
  spanStart,
} from './booking-overlap';

/**
 * The page of people: their ids in page order, their answer (the JSON text of the answer's
 * `people` columns) and the total count of people matching.
 */
export type CrewCalendarPeople = { personIds: number[]; json: string; total: number };

/**
 * The page's bars: the JSON text of the answer's `entries` columns but the colour keys, left
 * open for them, and per bar (same order) what its colour is worked out from: "kind,status,
 * internal kind,unpaid,double booked" with 1/0 for yes/no and empty for none, as a JSON array.
 */
export type CrewCalendarEntryTexts = { columns: string; colourInputs: string };

/** The people's columns of the answer and where the `page` CTE keeps them. */
const peopleColumns = {
  personId: 'id',
  firstName: 'first_name',
  lastName: 'last_name',
  city: 'city',
  regionId: 'region_id',
  functionIds: { jsonText: 'function_ids' },
} satisfies Record<keyof CrewCalendar['people'], JsonColumn>;

/** The bars' columns of the answer (but the colour keys) and where `ordered` keeps them. */
const entryColumns = {
  personId: 'person_id',
  kind: 'kind',
  startDay: 'start_day',
  endDay: 'end_day',
  startMinute: 'start_minute',
  endMinute: 'end_minute',
  status: 'status',
  assignmentId: 'assignment_id',
  projectNumber: 'project_number',
  label: 'label',
} satisfies Partial<Record<keyof CrewCalendar['entries'], JsonColumn>>;

/** A page without people has no bars. */
const noEntries: CrewCalendarEntryTexts = {
  columns: `{${Object.keys(entryColumns)
    .map((key) => `"${key}":[]`)
    .join(',')}`,
  colourInputs: '[]',
};

/** "Has any of these" on a person's link table. */
const hasAny = (table: string, column: string, ids: readonly number[] | undefined): SQL =>
  ids?.length
    ? sql`and exists (select 1 from ${sql.raw(table)} l where l.tenant_id = p.tenant_id
        and l.person_id = p.id and l.${sql.raw(column)} = any(${intArray(ids)}))`
    : sql``;

export const crewCalendarRepository = {
  /**
   * One page of people matching the filters, with their function ids and the total count, in
   * one query. `companyId` limits a client to their crews' people.
   */
  people: async (
    tx: Executor,
    tenantId: number,
    query: CrewCalendarQuery,
    companyId: number | null,
  ): Promise<CrewCalendarPeople> => {
    const matching = sql`from person p
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
        ${query.q ? sql`and (p.first_name || ' ' || p.last_name) ilike ${containsPattern(query.q)}` : sql``}`;
    // The page is read in name order up to its last person; the count on its own, which
    // PostgreSQL answers with one hash over the people (a count over the page's read in name
    // order made it probe every person's functions one by one: three times as long).
    const [row] = await queryRows<CrewCalendarPeople>(
      tx,
      sql`with page as materialized (
          select page.id, page.first_name, page.last_name, page.city, page.region_id,
            array_to_json(array(select pf.function_id from person_function pf
              where pf.tenant_id = page.tenant_id and pf.person_id = page.id
              order by pf.function_id))::text as function_ids
          from (select p.tenant_id, p.id, p.first_name, p.last_name, p.city, p.region_id ${matching}
            order by p.last_name, p.first_name, p.id
            limit ${query.limit} offset ${offsetOf(query)}) page
          order by page.last_name, page.first_name, page.id)
        select (select coalesce(array_agg(id), '{}') from page) as "personIds",
          ${jsonColumns(peopleColumns, 'page')} as json,
          (select count(*)::int ${matching}) as total`,
    );
    return row!;
  },

  /**
   * Every assignment, blocked date, appointment and vacation of those people in the period, in
   * one query, as JSON columns. The assignments come from the period's positions (each position's
   * people read from the index alone), and a booking overlapping another of the same person
   * on the page is a double booking.
   */
  entries: async (
    tx: Executor,
    tenantId: number,
    personIds: readonly number[],
    period: { from: string; to: string },
    visibleCompanyId: number | null,
  ): Promise<CrewCalendarEntryTexts> => {
    if (personIds.length === 0) return noEntries;
    const people = intArray(personIds);
    // Planned with the page's ids as values: a generic plan compares each assignment with the
    // 1,000 ids one by one instead of looking them up in a hash (4 times the time).
    await planWithValues(tx);
    // Another client's project shows as busy without saying whose it is.
    const visible =
      visibleCompanyId === null ? sql`true` : sql`pr.company_id = ${visibleCompanyId}`;
    // Days count from the period's first day (day 0), as the answer's `from` says.
    const day = (column: string) => dayNumber(column, period.from);
    const [row] = await queryRows<CrewCalendarEntryTexts>(
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
          select a.person_id, 'assignment' as kind, ${day('a.start_date')} as start_day,
            ${day('a.end_date')} as end_day, ${minuteOfDay('a.start_time')} as start_minute,
            ${minuteOfDay('a.end_time')} as end_minute, a.status, a.id as assignment_id,
            a.project_number, a.label, a.internal_kind, a.unpaid,
            (a.person_id, a.position_id) in (select person_id, position_id from double_booked)
              as double_booked
          from assignments a
        union all
          select b.person_id, 'blockDate', ${day('b.start_date')}, ${day('coalesce(b.end_date, b.start_date)')}, null, null,
            null, null, null, b.reason, null, false, false
          from block_date b
          where b.tenant_id = ${tenantId} and b.person_id = any(${people})
            and b.start_date <= ${period.to}::date and coalesce(b.end_date, b.start_date) >= ${period.from}::date
        union all
          -- An appointment reads as a blocked stretch of the day, named by its subject.
          select a.person_id, 'blockDate', ${day('a.date')}, ${day('a.date')}, ${minuteOfDay('a.start_time')},
            ${minuteOfDay('a.end_time')}, null, null, null, a.subject, null, false, false
          from appointment a
          where a.tenant_id = ${tenantId} and a.person_id = any(${people})
            and ${appointmentTakesTimeSql('a')} and a.date between ${period.from}::date and ${period.to}::date
        union all
          select v.person_id, 'vacation', ${day('v.start_date')}, ${day('coalesce(v.end_date, v.start_date)')}, null, null,
            v.status, null, null, null, 'vacation', v.unpaid, false
          from vacation_request v
          where v.tenant_id = ${tenantId} and v.person_id = any(${people}) and v.status <> 'rejected'
            and v.start_date <= ${period.to}::date and coalesce(v.end_date, v.start_date) >= ${period.from}::date
        ),
        -- Bars starting together (a double booking) by kind and assignment, not as the sort found them.
        ordered as materialized (
          select e.person_id, e.kind, e.start_day, e.end_day, e.start_minute, e.end_minute, e.status,
            e.assignment_id, e.project_number, e.label, concat(e.kind, ',', e.status, ',',
              e.internal_kind, ',', e.unpaid::int, ',', e.double_booked::int) as colour_inputs
          from entries e
          order by e.person_id, e.start_day, e.start_minute nulls first, e.kind, e.assignment_id)
        select ${jsonColumns(entryColumns, 'ordered', false)} as columns,
          ${jsonColumnArray('colour_inputs', 'ordered')} as "colourInputs"`,
    );
    return row!;
  },
};
