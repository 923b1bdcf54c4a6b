import {
  unpaidProjectType,
  type CrewItemStatus,
  type PlanningCalendarQuery,
} from '@crewhub/shared';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { projects } from '../../db/schema';
import { projectScopeCondition } from '../project-access';
import type { ProjectScope } from '../project-access';
import {
  bookedPeopleOn,
  doubleBookings,
  positionMeets,
  spanEnd,
  spanStart,
} from './booking-overlap';

export type CalendarRow = {
  projectCrewItemId: number;
  projectId: number;
  projectNumber: string;
  projectName: string;
  projectState: 'client_draft' | 'quoted' | 'confirmed';
  internalKind: 'sickness' | 'vacation' | 'bank_holiday' | null;
  projectCrewId: number;
  projectCrewName: string;
  functionId: number;
  functionName: string;
  functionSpare: boolean;
  spare: boolean;
  startDate: string;
  endDate: string;
  startTime: string | null;
  endTime: string | null;
  amountOfRows: number;
  changed: boolean;
  statuses: CrewItemStatus[];
  ownStatus: CrewItemStatus | null;
  doubleBooked: boolean;
  unpaid: boolean;
};

/**
 * One set-based query for every position in the period with the statuses on it and whether
 * anyone on it is double booked: no query per position or person. The double-booking check
 * joins the period's bookings to the bookings near the period by person, once.
 */
export const planningCalendarRepository = {
  items: (
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
    return queryRows<CalendarRow>(
      tx,
      sql`with items as (
        select i.tenant_id, i.id, i.start_date, i.end_date, i.start_time, i.end_time, i.spare,
          i.amount_of_rows, i.changed_at, ${projects.id} as project_id, ${projects.number} as project_number,
          ${projects.name} as project_name, ${projects.state} as project_state,
          ${projects.internalKind} as internal_kind, ${projects.projectType} as project_type,
          c.id as crew_id, c.name as crew_name, f.id as function_id, f.name as function_name,
          f.spare as function_spare
        from project_crew_item i
        join ${projects} on ${projects.tenantId} = i.tenant_id and ${projects.id} = i.project_id
        join project_crew c on c.tenant_id = i.tenant_id and c.id = i.project_crew_id
        join function f on f.tenant_id = i.tenant_id and f.id = i.function_id
        where i.tenant_id = ${tenantId} and ${positionMeets('i', sql`${query.from}`, sql`${query.to}`)}
          and ${scopeSql}
          ${query.includeSpare ? sql`` : sql`and not f.spare`}
          ${functionFilter}
          ${query.projectNumber ? sql`and ${projects.number} = ${query.projectNumber}` : sql``}
          ${
            ownOnly
              ? sql`and exists (select 1 from project_crew_item_status mine where mine.tenant_id = i.tenant_id
            and mine.project_crew_item_id = i.id and mine.person_id = ${query.personId ?? -1})`
              : sql``
          }
      ),
      double_booked as (
        select distinct position_id from (${doubleBookings(
          tenantId,
          sql`select booked_person.person_id, i.id as position_id, ${spanStart('i')} as span_start,
              ${spanEnd('i')} as span_end
            from items i ${bookedPeopleOn('i')}`,
        )}) d
      )
      select i.id as "projectCrewItemId", i.project_id as "projectId", i.project_number as "projectNumber",
        i.project_name as "projectName", i.project_state as "projectState", i.internal_kind as "internalKind",
        i.crew_id as "projectCrewId", i.crew_name as "projectCrewName", i.function_id as "functionId",
        i.function_name as "functionName", i.function_spare as "functionSpare", i.spare,
        i.start_date::text as "startDate", i.end_date::text as "endDate",
        to_char(i.start_time, 'HH24:MI') as "startTime", to_char(i.end_time, 'HH24:MI') as "endTime",
        i.amount_of_rows as "amountOfRows", i.changed_at is not null as changed,
        array(select s.status from project_crew_item_status s
          where s.tenant_id = i.tenant_id and s.project_crew_item_id = i.id) as statuses,
        (select s.status from project_crew_item_status s where s.tenant_id = i.tenant_id
          and s.project_crew_item_id = i.id and s.person_id = ${query.personId ?? -1}) as "ownStatus",
        d.position_id is not null as "doubleBooked",
        coalesce(i.project_type = ${unpaidProjectType}, false) as unpaid
      from items i
      left join double_booked d on d.position_id = i.id
      order by i.start_date, i.start_time nulls first, i.id`,
    );
  },
};
