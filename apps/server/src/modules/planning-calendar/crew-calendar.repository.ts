import { offsetOf, unpaidProjectType, type CrewCalendarQuery } from '@crewhub/shared';
import { sql, type SQL } from 'drizzle-orm';
import { appointmentTakesTimeSql } from '../appointments';
import { queryRows, type Executor } from '../../db/client';
import { containsPattern } from '../../db/like';
import { positionMeets } from './booking-overlap';

export type CrewCalendarPersonRow = {
  personId: number;
  firstName: string;
  lastName: string;
  city: string | null;
  regionId: number | null;
  functionIds: number[];
  total: number;
};

export type CrewCalendarEntryRow = {
  personId: number;
  kind: 'assignment' | 'blockDate' | 'vacation';
  startDate: string;
  endDate: string;
  startTime: string | null;
  endTime: string | null;
  status: string | null;
  assignmentId: number | null;
  projectNumber: string | null;
  projectName: string | null;
  functionName: string | null;
  internalKind: 'sickness' | 'vacation' | 'bank_holiday' | null;
  unpaid: boolean;
  reason: string | null;
};

const intArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

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
  people: (
    tx: Executor,
    tenantId: number,
    query: CrewCalendarQuery,
    companyId: number | null,
  ): Promise<CrewCalendarPersonRow[]> =>
    queryRows<CrewCalendarPersonRow>(
      tx,
      sql`select p.id as "personId", p.first_name as "firstName", p.last_name as "lastName", p.city,
          p.region_id as "regionId",
          array(select pf.function_id from person_function pf where pf.tenant_id = p.tenant_id
            and pf.person_id = p.id order by pf.function_id) as "functionIds",
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
        limit ${query.limit} offset ${offsetOf(query)}`,
    ),

  /** Every assignment, blocked date, appointment and vacation of those people in the period, in one query. */
  entries: (
    tx: Executor,
    tenantId: number,
    personIds: readonly number[],
    period: { from: string; to: string },
    visibleCompanyId: number | null,
  ): Promise<CrewCalendarEntryRow[]> => {
    if (personIds.length === 0) return Promise.resolve([]);
    const people = intArray(personIds);
    // Another client's project shows as busy without saying whose it is.
    const visible =
      visibleCompanyId === null ? sql`true` : sql`pr.company_id = ${visibleCompanyId}`;
    return queryRows<CrewCalendarEntryRow>(
      tx,
      sql`select s.person_id as "personId", 'assignment' as kind, i.start_date::text as "startDate",
          i.end_date::text as "endDate", to_char(i.start_time, 'HH24:MI') as "startTime",
          to_char(i.end_time, 'HH24:MI') as "endTime", s.status, s.id as "assignmentId",
          case when ${visible} then pr.number end as "projectNumber",
          case when ${visible} then pr.name end as "projectName",
          case when ${visible} then f.name end as "functionName",
          pr.internal_kind as "internalKind", coalesce(pr.project_type = ${unpaidProjectType}, false) as unpaid, null as reason
        from project_crew_item_status s
        join project_crew_item i on i.tenant_id = s.tenant_id and i.id = s.project_crew_item_id
        join project pr on pr.tenant_id = i.tenant_id and pr.id = i.project_id
        join function f on f.tenant_id = i.tenant_id and f.id = i.function_id
        where s.tenant_id = ${tenantId} and s.person_id = any(${people})
          and ${positionMeets('i', sql`${period.from}`, sql`${period.to}`)}
      union all
        select b.person_id, 'blockDate', b.start_date::text, coalesce(b.end_date, b.start_date)::text, null, null,
          null, null, null, null, null, null, false, b.reason
        from block_date b
        where b.tenant_id = ${tenantId} and b.person_id = any(${people})
          and b.start_date <= ${period.to}::date and coalesce(b.end_date, b.start_date) >= ${period.from}::date
      union all
        -- An appointment reads as a blocked stretch of the day, named by its subject.
        select a.person_id, 'blockDate', a.date::text, a.date::text, to_char(a.start_time, 'HH24:MI'),
          to_char(a.end_time, 'HH24:MI'), null, null, null, null, null, null, false, a.subject
        from appointment a
        where a.tenant_id = ${tenantId} and a.person_id = any(${people})
          and ${appointmentTakesTimeSql('a')} and a.date between ${period.from}::date and ${period.to}::date
      union all
        select v.person_id, 'vacation', v.start_date::text, coalesce(v.end_date, v.start_date)::text, null, null,
          v.status, null, null, null, null, 'vacation', v.unpaid, v.comment
        from vacation_request v
        where v.tenant_id = ${tenantId} and v.person_id = any(${people}) and v.status <> 'rejected'
          and v.start_date <= ${period.to}::date and coalesce(v.end_date, v.start_date) >= ${period.from}::date
      order by "personId", "startDate", "startTime" nulls first`,
    );
  },
};
