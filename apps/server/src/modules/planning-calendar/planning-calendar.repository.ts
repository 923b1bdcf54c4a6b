import {
  crewItemStatuses,
  unpaidProjectType,
  type CrewItemStatus,
  type PlanningCalendarQuery,
} from '@crewhub/shared';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { planWithValues } from '../../db/custom-plans';
import { projects } from '../../db/schema';
import { projectScopeCondition } from '../project-access';
import type { ProjectScope } from '../project-access';
import {
  bookingsMeeting,
  isBookedStatus,
  positionsMeeting,
  spanEnd,
  spanStart,
  overlappingBookings,
} from './booking-overlap';

/**
 * One position of the calendar: its answer as JSON up to `ownStatus` (without the closing
 * brace) and what its colour is worked out from.
 */
export type CalendarRow = {
  json: string;
  internalKind: 'sickness' | 'vacation' | 'bank_holiday' | null;
  unpaid: boolean;
  spare: boolean;
  changed: boolean;
  doubleBooked: boolean;
  amountOfRows: number;
  /**
   * How many assignments of each status the position has, comma-separated in the order of
   * `crewItemStatuses`: text, which the driver hands over as it is (an array would be parsed
   * element by element).
   */
  statusCounts: string;
  ownStatus: CrewItemStatus | null;
};

/** Columns named after each status: how many of the position's assignments have it. */
const statusCounts = sql.join(
  crewItemStatuses.map((status) =>
    sql.raw(`count(*) filter (where s.status = '${status}')::int as ${status}_count`),
  ),
  sql`, `,
);

/**
 * One set-based query for every position in the period with the statuses on it and whether
 * anyone on it is double booked: no query per position or person. Each position's assignments
 * are read once, from the index alone; the double bookings sort the period's bookings and
 * those just around it by person once. The answer's fields come as JSON from PostgreSQL
 * (`row_to_json`, the response schema's order), so Node only adds the colour.
 */
export const planningCalendarRepository = {
  items: async (
    tx: Executor,
    tenantId: number,
    scope: ProjectScope,
    query: PlanningCalendarQuery & { includeSpare: boolean; personId: number | null },
  ): Promise<CalendarRow[]> => {
    const scopeSql: SQL = projectScopeCondition(scope) ?? sql`true`;
    // Crew (own scope) see only the positions they are on, not the rest of their projects.
    const ownOnly = scope.kind === 'person';
    const functionFilter = query.functionIds?.length
      ? sql`and i.function_id = any(${`{${query.functionIds.join(',')}}`}::int[])`
      : sql``;
    const period = { from: sql`${query.from}`, to: sql`${query.to}` };
    // A generic plan (from the sixth call on) takes half as long again: planned with the dates.
    await planWithValues(tx);
    return queryRows<CalendarRow>(
      tx,
      sql`with month as materialized (
        select i.tenant_id, i.id, i.project_id, i.project_crew_id, i.function_id, i.start_date,
          i.end_date, i.start_time, i.end_time, i.spare, i.amount_of_rows, i.changed_at,
          ${spanStart('i')} as span_start, ${spanEnd('i')} as span_end,
          st.*
        from (${positionsMeeting(tenantId, period.from, period.to)}) i
        cross join lateral (select ${statusCounts},
            array_agg(s.person_id) filter (where ${isBookedStatus('s.status')}) as booked_people,
            min(s.status) filter (where s.person_id = ${query.personId ?? -1}) as own_status
          from project_crew_item_status s
          where s.tenant_id = i.tenant_id and s.project_crew_item_id = i.id) st
      ),
      near as (
        select booked_person.person_id, m.id as position_id, m.span_start, m.span_end
        from month m cross join unnest(m.booked_people) as booked_person(person_id)
        union all
        ${bookingsMeeting(
          tenantId,
          sql`select min(span_start) from month where booked_people is not null`,
          sql`select max(span_end) from month where booked_people is not null`,
          period,
        )}
      ),
      double_booked as (${overlappingBookings(sql`select * from near`)})
      select left(row_to_json(answer)::text, -1) as json, ${projects.internalKind} as "internalKind",
        coalesce(${projects.projectType} = ${unpaidProjectType}, false) as unpaid, answer.spare,
        i.changed_at is not null as changed, i.id in (select position_id from double_booked) as "doubleBooked",
        i.amount_of_rows as "amountOfRows", concat_ws(',', ${sql.join(
          crewItemStatuses.map((status) => sql.raw(`i.${status}_count`)),
          sql`, `,
        )}) as "statusCounts", i.own_status as "ownStatus"
      from month i
      join ${projects} on ${projects.tenantId} = i.tenant_id and ${projects.id} = i.project_id
      join project_crew c on c.tenant_id = i.tenant_id and c.id = i.project_crew_id
      join function f on f.tenant_id = i.tenant_id and f.id = i.function_id
      cross join lateral (select i.id as "projectCrewItemId", ${projects.id} as "projectId",
        ${projects.number} as "projectNumber", ${projects.name} as "projectName",
        ${projects.state} as "projectState", c.id as "projectCrewId", c.name as "projectCrewName",
        f.id as "functionId", f.name as "functionName", i.spare or f.spare as spare,
        i.start_date::text as "startDate", i.end_date::text as "endDate",
        to_char(i.start_time, 'HH24:MI') as "startTime", to_char(i.end_time, 'HH24:MI') as "endTime",
        i.amount_of_rows as "amountOfRows",
        i.confirmed_count as "confirmedCount",
        i.requested_count + i.applied_count as "requestedCount",
        i.own_status as "ownStatus") answer
      where ${scopeSql}
        ${query.includeSpare ? sql`` : sql`and not f.spare`}
        ${functionFilter}
        ${query.projectNumber ? sql`and ${projects.number} = ${query.projectNumber}` : sql``}
        ${ownOnly ? sql`and i.own_status is not null` : sql``}
      order by i.start_date, i.start_time nulls first, i.id`,
    );
  },
};
