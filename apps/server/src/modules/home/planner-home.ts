import {
  hasRight,
  type CrewItemStatus,
  type PlannerAssignment,
  type PlannerHome,
  type PlanningConflict,
} from '@crewhub/shared';
import { sql, type SQL } from 'drizzle-orm';
import {
  constantRead,
  jsonObject,
  jsonRawRows,
  mapRead,
  type DateBound,
  type JsonRead,
  type SqlValue,
} from '../../db/json-read';
import type { RequestContext } from '../../lib/request-context';
import { isBookedStatus } from '../planning-calendar';
import {
  bookedOn,
  countedRead,
  homeBlockSize,
  plusDays,
  projectRefColumns,
  projectRefOfRow,
  type CountedRow,
  type ProjectRefRow,
} from './role-home.sql';

/** The planner looks this many days ahead for positions to staff and conflicts. */
const staffingDays = 14;
/** To-dos due within this many days (and overdue ones) show on home. */
const todoDays = 7;

type Window = { tenantId: SqlValue<number>; from: DateBound; to: DateBound };

/**
 * Work positions in the window, as the planning calendar shows them by default: no time off
 * (internal projects), no spare positions or spare functions.
 */
const positionsIn = ({ tenantId, from, to }: Window) => sql`i.tenant_id = ${tenantId}
  and i.start_date between ${from}::date and ${to}::date and not i.spare and not f.spare
  and p.internal_kind is null`;

const positionJoins = sql.raw(`join project p on p.tenant_id = i.tenant_id and p.id = i.project_id
  join function f on f.tenant_id = i.tenant_id and f.id = i.function_id`);

const staffing = (window: Window) =>
  mapRead(
    jsonRawRows<{ needed: number; booked: number }>(
      sql`select coalesce(sum(i.amount_of_rows), 0)::integer as needed,
        coalesce(sum(${bookedOn('i')}), 0)::integer as booked
      from project_crew_item i ${positionJoins} where ${positionsIn(window)}`,
    ),
    ([row]) => ({ needed: row?.needed ?? 0, booked: row?.booked ?? 0 }),
  );

type PositionRow = CountedRow &
  ProjectRefRow & {
    positionId: number;
    crewName: string;
    functionName: string;
    startDate: string;
    startTime: string | null;
    endTime: string | null;
    needed: number;
    booked: number;
  };

/** Positions still missing people, soonest first. */
const positionsToStaff = (window: Window) =>
  countedRead(
    sql`select *, count(*) over ()::integer as total from (
        select i.id as "positionId", ${projectRefColumns('p')}, c.name as "crewName",
          f.name as "functionName", i.start_date::text as "startDate",
          to_char(i.start_time, 'HH24:MI') as "startTime", to_char(i.end_time, 'HH24:MI') as "endTime",
          i.amount_of_rows as needed, ${bookedOn('i')} as booked, i.start_time
        from project_crew_item i ${positionJoins}
        join project_crew c on c.tenant_id = i.tenant_id and c.id = i.project_crew_id
        where ${positionsIn(window)}) positions
      where booked < needed
      order by "startDate", start_time nulls first, "positionId" limit ${homeBlockSize}`,
    ({ total: _total, ...row }: PositionRow) => ({
      positionId: row.positionId,
      project: projectRefOfRow(row),
      crewName: row.crewName,
      functionName: row.functionName,
      startDate: row.startDate,
      startTime: row.startTime,
      endTime: row.endTime,
      needed: row.needed,
      booked: row.booked,
    }),
  );

type AssignmentRow = CountedRow &
  ProjectRefRow & {
    assignmentId: number;
    personName: string;
    functionName: string;
    startDate: string;
    kind: PlanningConflict['kind'];
  };

/**
 * SQL, a subquery's body: the assignments (`s`) on positions (`i`) matching `positions` and
 * `statuses`, with their `kind` (a SQL case), read position by position: each position's
 * assignments in a lateral subquery through its own index, kept apart by `offset 0`. Left to
 * itself, PostgreSQL guessed a fortnight's positions at a tenth of their number and read all of
 * a large tenant's million assignments to hash them (decisions.md, the planner's home at scale).
 */
const assignmentRows = (
  tenantId: SqlValue<number>,
  filter: { positions: SQL; statuses: SQL; kind: SQL },
) => sql`select s.id as "assignmentId", per.first_name || ' ' || per.last_name as "personName",
    f.name as "functionName", ${projectRefColumns('p')}, i.start_date::text as "startDate",
    i.start_date, i.start_time, ${filter.kind} as kind
  from project_crew_item i
  cross join lateral (select * from project_crew_item_status s
    where s.tenant_id = i.tenant_id and s.project_crew_item_id = i.id and ${filter.statuses}
    offset 0) s
  ${positionJoins}
  join person per on per.tenant_id = s.tenant_id and per.id = s.person_id
  where i.tenant_id = ${tenantId} and p.internal_kind is null and ${filter.positions}`;

/** A block's order: soonest first. */
const soonestFirst = sql.raw(`order by start_date, start_time nulls first, "assignmentId"`);

const toAssignment = (row: AssignmentRow): PlannerAssignment => ({
  assignmentId: row.assignmentId,
  personName: row.personName,
  functionName: row.functionName,
  project: projectRefOfRow(row),
  startDate: row.startDate,
});

/**
 * Requests or applications still waiting for an answer on positions that have not ended. The
 * first few in date order, and their number counted apart from the assignments' side: a large
 * tenant can have a hundred thousand requests out, and counting them with their names and
 * projects cost most of the planner's home (decisions.md).
 */
const withStatus = (
  tenantId: SqlValue<number>,
  today: DateBound,
  status: Extract<CrewItemStatus, 'requested' | 'applied'>,
) => {
  // Written into the statement, not a parameter: home's plan is made for any parameter values
  // (genericPlans), and only a known status can use its index (pcis_waiting_idx).
  const inStatus = sql`s.status = ${sql.raw(`'${status}'`)}`;
  const notEnded = sql`i.end_date >= ${today}::date`;
  const waiting = assignmentRows(tenantId, {
    positions: notEnded,
    statuses: inStatus,
    kind: sql`'waiting'`,
  });
  return mapRead(
    countedRead(
      sql`select first.*, (select count(*)::integer from project_crew_item_status s
          join project_crew_item i on i.tenant_id = s.tenant_id and i.id = s.project_crew_item_id
          join project p on p.tenant_id = i.tenant_id and p.id = i.project_id
          where s.tenant_id = ${tenantId} and ${inStatus} and ${notEnded} and p.internal_kind is null
        ) as total
        from (${waiting} ${soonestFirst} limit ${homeBlockSize}) first`,
      (row: AssignmentRow) => row,
    ),
    (block) => ({ total: block.total, items: block.items.map(toAssignment) }),
  );
};

/**
 * Booked assignments in the window that clash: the person is booked twice at that time (the
 * planning calendar's double booking) or blocked the date or has approved vacation then.
 */
const conflicts = ({ tenantId, from, to }: Window) => {
  const overlapsOnDates = (table: string, extra: string) =>
    sql.raw(`exists (select 1 from ${table} u where u.tenant_id = s.tenant_id
      and u.person_id = s.person_id ${extra}
      and u.start_date <= i.end_date and coalesce(u.end_date, u.start_date) >= i.start_date)`);
  const clashing = assignmentRows(tenantId, {
    positions: sql`i.start_date between ${from}::date and ${to}::date`,
    statuses: isBookedStatus('s.status'),
    // The flag the database keeps on each booking (migration 0038), as the planning calendar reads it.
    kind: sql`case when s.double_booked then 'doubleBooking'
      when ${overlapsOnDates('block_date', '')}
        or ${overlapsOnDates('vacation_request', `and u.status = 'approved'`)} then 'unavailable'
      end`,
  });
  // The kind is known only row by row, so the window's rows are counted as they are read.
  const block = countedRead(
    sql`select *, count(*) over ()::integer as total from (${clashing}) found
      where kind is not null ${soonestFirst} limit ${homeBlockSize}`,
    (row: AssignmentRow) => row,
  );
  return mapRead(block, ({ total, items }) => ({
    total,
    items: items.map((row) => ({ ...toAssignment(row), kind: row.kind })),
  }));
};

type TodoRow = CountedRow & { id: number; caption: string; dueDate: string };

/** Open to-dos for the caller (or for nobody in particular) due within a week or overdue. */
const todosDue = (tenantId: SqlValue<number>, loginId: SqlValue<number>, until: DateBound) =>
  countedRead(
    sql`select a.id, a.caption, a.due_date::text as "dueDate", count(*) over ()::integer as total
      from activity a
      where a.tenant_id = ${tenantId} and a.type <> 'LOG' and a.done_at is null
        and a.due_date <= ${until}::date
        and (a.recipient_login_id is null or a.recipient_login_id = ${loginId})
      order by a.due_date, a.id limit ${homeBlockSize}`,
    ({ total: _total, ...todo }: TodoRow) => todo,
  );

/** Planners who plan every project (planning calendar and projects READ with ALL). */
export const plansAllProjects = (ctx: RequestContext): boolean =>
  hasRight(ctx.rights, 'planningCalendar', 'READ', 'ALL') &&
  hasRight(ctx.rights, 'projects', 'READ', 'ALL');

/** Whether a planner's to-dos show on home (the to-do calendar's right). */
export const seesTodos = (ctx: RequestContext): boolean =>
  hasRight(ctx.rights, 'toDoCalendar', 'READ');

/**
 * The planner's blocks from `today` on, as a read of home's statement. `todosFor` is the login
 * whose to-dos show (-1 for none: only those for nobody in particular), or null without the
 * right to see them.
 */
export const plannerHomeRead = (
  tenantId: SqlValue<number>,
  today: DateBound,
  todosFor: SqlValue<number> | null,
): JsonRead<PlannerHome> => {
  const window = { tenantId, from: today, to: plusDays(today, staffingDays - 1) };
  return jsonObject({
    staffing: staffing(window),
    positionsToStaff: positionsToStaff(window),
    requestsWaiting: withStatus(tenantId, today, 'requested'),
    applications: withStatus(tenantId, today, 'applied'),
    conflicts: conflicts(window),
    todosDue:
      todosFor === null
        ? constantRead(null)
        : todosDue(tenantId, todosFor, plusDays(today, todoDays)),
  });
};
