import type { RequestContext } from '../../lib/request-context';
import {
  calendarLegendColours,
  daysInRange,
  isBooked,
  positionColourKey,
  positionColours,
  jobInterval,
  overlaps,
  type CrewCalendar,
  type CrewCalendarEntry,
  type CrewCalendarQuery,
  type CrewItemStatus,
} from '@crewhub/shared';
import { forbidden } from '../../lib/app-error';
import { resolveScope } from '../project-access';
import { crewCalendarRepository, type CrewCalendarEntryRow } from './crew-calendar.repository';

// Wall-clock times of one tenant compare the same in any zone; UTC avoids DST gaps.
const span = (row: CrewCalendarEntryRow) => jobInterval(row, 'UTC');

/**
 * Booked assignments of the same person that overlap another booked one. Rows come grouped by
 * person, so each is compared only with the rest of its person's rows (spans computed once).
 */
const doubleBookedIds = (rows: CrewCalendarEntryRow[]): Set<number> => {
  const booked = rows
    .filter(
      (row) => row.kind === 'assignment' && row.status && isBooked(row.status as CrewItemStatus),
    )
    .map((row) => ({ row, span: span(row) }));
  const flagged = new Set<number>();
  booked.forEach(({ row, span: rowSpan }, index) => {
    for (let next = index + 1; next < booked.length; next += 1) {
      const other = booked[next]!;
      if (other.row.personId !== row.personId) break;
      if (overlaps(rowSpan, other.span)) {
        flagged.add(row.assignmentId!);
        flagged.add(other.row.assignmentId!);
      }
    }
  });
  return flagged;
};

const toEntry = (row: CrewCalendarEntryRow, doubleBooked: boolean): CrewCalendarEntry => {
  const base = {
    personId: row.personId,
    kind: row.kind,
    startDate: row.startDate,
    endDate: row.endDate,
    startTime: row.startTime,
    endTime: row.endTime,
    status: row.status,
    assignmentId: row.assignmentId,
    projectNumber: row.projectNumber,
  };
  if (row.kind === 'blockDate') {
    return {
      ...base,
      label: row.reason,
      colourKey: 'blockedDate',
      colour: calendarLegendColours.blockedDate,
    };
  }
  const colourKey = positionColourKey({
    internalKind: row.internalKind,
    unpaid: row.unpaid,
    doubleBooked,
    statuses: row.kind === 'vacation' ? [] : [row.status as CrewItemStatus],
    amountOfRows: 1,
  });
  // Vacation and hidden bookings carry no words of their own; the app names them by kind.
  const label =
    row.kind === 'assignment' && row.projectName
      ? `${row.projectName} - ${row.functionName}`
      : null;
  return { ...base, label, colourKey, colour: positionColours[colourKey] };
};

/**
 * GET /plannerCrewCalendar: people x days for the crew planner. Two set-based queries per
 * page whatever the number of people or days (2,000 x 31 stays two round trips).
 */
export const crewCalendar = async (
  ctx: RequestContext,
  query: CrewCalendarQuery,
): Promise<CrewCalendar> => {
  const { tx } = ctx;
  const scope = await resolveScope(tx, ctx, [['planningCalendar', 'READ']]);
  if (scope.kind !== 'all' && scope.kind !== 'company')
    throw forbidden('The crew planner is for planners and clients');
  const companyId = scope.kind === 'company' ? scope.companyId : null;
  const people = await crewCalendarRepository.people(tx, ctx.tenant.id, query, companyId);
  const rows = await crewCalendarRepository.entries(
    tx,
    ctx.tenant.id,
    people.map((person) => person.personId),
    query,
    companyId,
  );
  const doubleBooked = doubleBookedIds(rows);
  return {
    from: query.from,
    to: query.to,
    days: daysInRange(query.from, query.to),
    page: query.page,
    limit: query.limit,
    total: people[0]?.total ?? 0,
    people: people.map(({ total: _total, ...person }) => person),
    entries: rows.map((row) =>
      toEntry(row, row.assignmentId !== null && doubleBooked.has(row.assignmentId)),
    ),
  };
};
