import {
  crewItemStatuses,
  unpaidProjectType,
  type CrewItemStatus,
  type PlanningCalendarQuery,
} from '@crewhub/shared';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { planWithValues } from '../../db/custom-plans';
import { intArray } from '../../db/int-array';
import { projects, statusCountColumn } from '../../db/schema';
import { projectScopeCondition } from '../project-access';
import type { ProjectScope } from '../project-access';
import { positionsMeeting } from './booking-overlap';

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

/** The summary's count of each status, comma-separated in the order of `crewItemStatuses`. */
const statusCounts = sql.join(
  crewItemStatuses.map((status) => sql.raw(`coalesce(ps.${statusCountColumn(status)}, 0)`)),
  sql`, `,
);

/**
 * One set-based query for every position in the period with the statuses on it and whether
 * anyone on it is double booked: no query per position or person. Both come from the
 * position's summary row, which the database keeps (`position_summary`, migration 0038); of
 * the assignments only the caller's own are read. The answer's fields come as JSON from PostgreSQL
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
      ? sql`and i.function_id = any(${intArray(query.functionIds)})`
      : sql``;
    // A generic plan (from the sixth call on) takes half as long again: planned with the dates.
    await planWithValues(tx);
    return queryRows<CalendarRow>(
      tx,
      // The caller's own assignments are few: read once by person and hashed, not probed for
      // each of the month's positions.
      sql`with own as materialized (
        select project_crew_item_id, status from project_crew_item_status
        where tenant_id = ${tenantId} and person_id = ${query.personId ?? -1})
      select left(row_to_json(answer)::text, -1) as json, ${projects.internalKind} as "internalKind",
        coalesce(${projects.projectType} = ${unpaidProjectType}, false) as unpaid, answer.spare,
        i.changed_at is not null as changed, coalesce(ps.double_booked_count > 0, false) as "doubleBooked",
        i.amount_of_rows as "amountOfRows", concat_ws(',', ${statusCounts}) as "statusCounts",
        own.status as "ownStatus"
      from (${positionsMeeting(tenantId, sql`${query.from}`, sql`${query.to}`)}) i
      left join position_summary ps on ps.tenant_id = i.tenant_id and ps.project_crew_item_id = i.id
      left join own on own.project_crew_item_id = i.id
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
        coalesce(ps.confirmed_count, 0) as "confirmedCount",
        coalesce(ps.requested_count + ps.applied_count, 0) as "requestedCount",
        own.status as "ownStatus") answer
      where ${scopeSql}
        ${query.includeSpare ? sql`` : sql`and not f.spare`}
        ${functionFilter}
        ${query.projectNumber ? sql`and ${projects.number} = ${query.projectNumber}` : sql``}
        ${ownOnly ? sql`and own.status is not null` : sql``}
      order by i.start_date, i.start_time nulls first, i.id`,
    );
  },
};
