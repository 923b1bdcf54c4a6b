import {
  crewItemStatuses,
  unpaidProjectType,
  type PlanningCalendar,
  type PlanningCalendarQuery,
} from '@crewhub/shared';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { planWithValues } from '../../db/custom-plans';
import { dayNumber, minuteOfDay } from '../../db/day-numbers';
import { intArray } from '../../db/int-array';
import { jsonColumnArray, jsonColumns } from '../../db/json-columns';
import { projects, statusCountColumn } from '../../db/schema';
import { projectScopeCondition } from '../project-access';
import type { ProjectScope } from '../project-access';
import { positionsMeeting } from './booking-overlap';

/**
 * A period of the calendar as JSON texts of the answer's parts (`PlanningCalendar`), all but
 * the positions' colour keys, and per position (same order) what its colour is worked out
 * from: "internal kind,unpaid,spare,changed,double booked,amount of rows,own status,counts"
 * with 1/0 for yes/no and the counts per status in the order of `crewItemStatuses`. Positions
 * mostly share a few of these, so Node works each out once.
 */
export type CalendarTexts = {
  projects: string;
  crews: string;
  functions: string;
  /** The positions' object without its closing brace, to close with the colour keys. */
  positions: string;
  colourInputs: string;
};

/** The summary's count of each status, comma-separated in the order of `crewItemStatuses`. */
const statusCounts = sql.join(
  crewItemStatuses.map((status) => sql.raw(`ps.${statusCountColumn(status)}`)),
  sql`, `,
);

/** The positions' columns of the answer (but the colour keys) and where `month` keeps them. */
const positionColumns = {
  id: 'id',
  projectId: 'project_id',
  projectCrewId: 'crew_id',
  functionId: 'function_id',
  startDay: 'start_day',
  endDay: 'end_day',
  startMinute: 'start_minute',
  endMinute: 'end_minute',
  amountOfRows: 'amount_of_rows',
  confirmedCount: 'confirmed_count',
  spare: 'spare',
} satisfies Partial<Record<keyof PlanningCalendar['positions'], string>>;

/** SQL: the distinct ids and names of `columns` among the month's positions, as JSON columns. */
const namesOf = (columns: Record<string, string>): SQL => {
  const list = Object.values(columns).join(', ');
  return jsonColumns(columns, `(select ${list} from month group by ${list}) d`);
};

/**
 * One set-based query for every position in the period with the statuses on it, whether
 * anyone on it is double booked and the names of its project and crew: no query per position
 * or person. All of it comes from the position's summary row, which the database keeps
 * (`position_summary`, migrations 0038, 0042 and 0043); the projects are read only where the scope
 * narrows them, and of the assignments only the caller's own. PostgreSQL writes the answer's
 * columns as JSON (the month's positions read once, then aggregated column by column), so Node
 * only adds the colour keys.
 */
export const planningCalendarRepository = {
  items: async (
    tx: Executor,
    tenantId: number,
    scope: ProjectScope,
    query: PlanningCalendarQuery & { includeSpare: boolean; personId: number | null },
  ): Promise<CalendarTexts> => {
    const scopeCondition = projectScopeCondition(scope);
    // Crew (own scope) see only the positions they are on, not the rest of their projects.
    const ownOnly = scope.kind === 'person';
    const functionFilter = query.functionIds?.length
      ? sql`and i.function_id = any(${intArray(query.functionIds)})`
      : sql``;
    // A generic plan (from the sixth call on) takes half as long again: planned with the dates.
    await planWithValues(tx);
    const [texts] = await queryRows<CalendarTexts>(
      tx,
      // The caller's own assignments are few: read once by person and hashed, not probed for
      // each of the month's positions.
      sql`with own as materialized (
        select project_crew_item_id, status from project_crew_item_status
        where tenant_id = ${tenantId} and person_id = ${query.personId ?? -1}),
      month as materialized (
        select i.id, i.project_id, ps.project_number, ps.project_name,
          i.project_crew_id as crew_id, ps.crew_name,
          f.id as function_id, f.name as function_name,
          ${dayNumber('i.start_date', query.from)} as start_day,
          ${dayNumber('i.end_date', query.from)} as end_day,
          ${minuteOfDay('i.start_time')} as start_minute,
          ${minuteOfDay('i.end_time')} as end_minute, i.amount_of_rows,
          ps.confirmed_count, i.spare or f.spare as spare,
          concat_ws(',', coalesce(ps.project_internal_kind, ''),
            coalesce(ps.project_type = ${unpaidProjectType}, false)::int,
            (i.spare or f.spare)::int, (i.changed_at is not null)::int,
            (ps.double_booked_count > 0)::int, i.amount_of_rows,
            coalesce(own.status::text, ''), ${statusCounts}) as colour_inputs
        from (${positionsMeeting(tenantId, sql`${query.from}`, sql`${query.to}`)}) i
        join position_summary ps on ps.tenant_id = i.tenant_id and ps.project_crew_item_id = i.id
        left join own on own.project_crew_item_id = i.id
        join function f on f.tenant_id = i.tenant_id and f.id = i.function_id
        ${
          scopeCondition
            ? sql`join ${projects} on ${projects.tenantId} = i.tenant_id
                and ${projects.id} = i.project_id and ${scopeCondition}`
            : sql``
        }
        where true
          ${query.includeSpare ? sql`` : sql`and not f.spare`}
          ${functionFilter}
          ${query.projectNumber ? sql`and ps.project_number = ${query.projectNumber}` : sql``}
          ${ownOnly ? sql`and own.status is not null` : sql``}
        -- A materialized CTE hands its rows on in the order it stored them: the columns below
        -- aggregate them in calendar order without sorting each column again.
        order by i.start_date, i.start_time nulls first, i.id)
      select ${namesOf({ id: 'project_id', number: 'project_number', name: 'project_name' })} as projects,
        ${namesOf({ id: 'crew_id', name: 'crew_name' })} as crews,
        ${namesOf({ id: 'function_id', name: 'function_name' })} as functions,
        ${jsonColumns(positionColumns, 'month', false)} as positions,
        ${jsonColumnArray('colour_inputs', 'month')} as "colourInputs"`,
    );
    return texts!;
  },
};
