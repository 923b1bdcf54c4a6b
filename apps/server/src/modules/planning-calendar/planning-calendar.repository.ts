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
import { otherBookingOverlaps, spanEnd, spanStart } from './booking-overlap';

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
 * anyone on it is double booked: no query per position or person.
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
      sql`select i.id as "projectCrewItemId", ${projects.id} as "projectId", ${projects.number} as "projectNumber",
        ${projects.name} as "projectName", ${projects.state} as "projectState", ${projects.internalKind} as "internalKind",
        c.id as "projectCrewId", c.name as "projectCrewName", f.id as "functionId", f.name as "functionName",
        f.spare as "functionSpare", i.spare, i.start_date::text as "startDate", i.end_date::text as "endDate",
        to_char(i.start_time, 'HH24:MI') as "startTime", to_char(i.end_time, 'HH24:MI') as "endTime",
        i.amount_of_rows as "amountOfRows", i.changed_at is not null as changed,
        coalesce(array_agg(s.status) filter (where s.id is not null), '{}') as statuses,
        max(s.status) filter (where s.person_id = ${query.personId ?? -1}) as "ownStatus",
        coalesce(bool_or(s.status in ('requested', 'confirmed', 'spare') and ${otherBookingOverlaps(
          {
            tenantId: sql.raw('s.tenant_id'),
            personId: sql.raw('s.person_id'),
            start: spanStart('i'),
            end: spanEnd('i'),
            exceptPositionId: sql.raw('i.id'),
          },
        )}), false) as "doubleBooked",
        coalesce(${projects.projectType} = ${unpaidProjectType}, false) as unpaid
      from project_crew_item i
      join ${projects} on ${projects.tenantId} = i.tenant_id and ${projects.id} = i.project_id
      join project_crew c on c.tenant_id = i.tenant_id and c.id = i.project_crew_id
      join function f on f.tenant_id = i.tenant_id and f.id = i.function_id
      left join project_crew_item_status s on s.tenant_id = i.tenant_id and s.project_crew_item_id = i.id
      where i.tenant_id = ${tenantId} and i.start_date <= ${query.to}::date and i.end_date >= ${query.from}::date
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
      -- Whole primary keys (tenant_id, id), so the other columns depend on them.
      group by i.tenant_id, i.id, ${projects.tenantId}, ${projects.id}, c.tenant_id, c.id, f.tenant_id, f.id
      order by i.start_date, i.start_time nulls first, i.id`,
    );
  },
};
