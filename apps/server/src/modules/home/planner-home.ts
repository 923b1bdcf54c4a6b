import {
  hasRight,
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
import {
  bookedPeopleOn,
  doubleBookings,
  isBookedStatus,
  spanEnd,
  spanStart,
} from '../planning-calendar';
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
 * Assignments matching `where` whose `kind` (a SQL case) is not null, soonest first: the where
 * narrows by index before the kind's subqueries run.
 */
const assignmentsWhere = (tenantId: SqlValue<number>, filter: { where: SQL; kind: SQL }) =>
  countedRead(
    sql`select *, count(*) over ()::integer as total from (
        select s.id as "assignmentId", per.first_name || ' ' || per.last_name as "personName",
          f.name as "functionName", ${projectRefColumns('p')}, i.start_date::text as "startDate",
          i.start_time, ${filter.kind} as kind
        from project_crew_item_status s
        join project_crew_item i on i.tenant_id = s.tenant_id and i.id = s.project_crew_item_id
        ${positionJoins}
        join person per on per.tenant_id = s.tenant_id and per.id = s.person_id
        where s.tenant_id = ${tenantId} and p.internal_kind is null and ${filter.where}) found
      where kind is not null
      order by "startDate", start_time nulls first, "assignmentId" limit ${homeBlockSize}`,
    (row: AssignmentRow) => row,
  );

const toAssignment = (row: AssignmentRow): PlannerAssignment => ({
  assignmentId: row.assignmentId,
  personName: row.personName,
  functionName: row.functionName,
  project: projectRefOfRow(row),
  startDate: row.startDate,
});

/** Requests or applications still waiting for an answer on positions that have not ended. */
const withStatus = (tenantId: SqlValue<number>, today: DateBound, status: string) =>
  mapRead(
    assignmentsWhere(tenantId, {
      where: sql`s.status = ${status} and i.end_date >= ${today}::date`,
      kind: sql`'waiting'`,
    }),
    (block) => ({ total: block.total, items: block.items.map(toAssignment) }),
  );

/**
 * Booked assignments in the window that clash: the person is booked twice at that time (the
 * planning calendar's double booking) or blocked the date or has approved vacation then.
 */
const conflicts = ({ tenantId, from, to }: Window) => {
  const overlapsOnDates = (table: string, extra: string) =>
    sql.raw(`exists (select 1 from ${table} u where u.tenant_id = s.tenant_id
      and u.person_id = s.person_id ${extra}
      and u.start_date <= i.end_date and coalesce(u.end_date, u.start_date) >= i.start_date)`);
  // The window's double bookings in one pass (a hashed subquery), not a probe per assignment.
  const doubleBooked = doubleBookings(
    tenantId,
    sql`select booked_person.person_id, i.id as position_id, ${spanStart('i')} as span_start,
        ${spanEnd('i')} as span_end
      from project_crew_item i ${bookedPeopleOn('i')}
      where i.tenant_id = ${tenantId} and i.start_date between ${from}::date and ${to}::date`,
  );
  const block = assignmentsWhere(tenantId, {
    where: sql`${isBookedStatus('s.status')} and i.start_date between ${from}::date and ${to}::date`,
    kind: sql`case when (s.person_id, i.id) in (select person_id, position_id from (${doubleBooked}) d)
      then 'doubleBooking'
      when ${overlapsOnDates('block_date', '')}
        or ${overlapsOnDates('vacation_request', `and u.status = 'approved'`)} then 'unavailable'
      end`,
  });
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
