import type { RequestContext } from '../../lib/request-context';
import {
  calendarLegendColours,
  daysInRange,
  positionColourKey,
  positionColours,
  type CrewCalendar,
  type CrewCalendarQuery,
  type CrewItemStatus,
} from '@crewhub/shared';
import { forbidden } from '../../lib/app-error';
import { resolveScope } from '../project-access';
import { crewCalendarRepository, type CrewCalendarEntryRow } from './crew-calendar.repository';
import { jsonArray, jsonObject, type JsonText } from '../../lib/json-text';

const colourOf = (row: CrewCalendarEntryRow): { colourKey: string; colour: string } => {
  if (row.kind === 'blockDate') {
    return { colourKey: 'blockedDate', colour: calendarLegendColours.blockedDate };
  }
  const colourKey = positionColourKey({
    internalKind: row.internalKind,
    unpaid: row.unpaid,
    doubleBooked: row.doubleBooked,
    statuses: row.kind === 'vacation' ? [] : [row.status as CrewItemStatus],
    amountOfRows: 1,
  });
  return { colourKey, colour: positionColours[colourKey] };
};

/** An entry's JSON closed with its colour (a key and a colour code: nothing to escape). */
const withColour = (row: CrewCalendarEntryRow): string => {
  const { colourKey, colour } = colourOf(row);
  return `${row.json},"colourKey":"${colourKey}","colour":"${colour}"}`;
};

/**
 * GET /plannerCrewCalendar: people x days for the crew planner. Two set-based queries per
 * page whatever the number of people or days (2,000 x 31 stays two round trips).
 */
export const crewCalendar = async (
  ctx: RequestContext,
  query: CrewCalendarQuery,
): Promise<JsonText<CrewCalendar>> => {
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
  return jsonObject<CrewCalendar>(
    {
      from: query.from,
      to: query.to,
      days: daysInRange(query.from, query.to),
      page: query.page,
      limit: query.limit,
      total: people[0]?.total ?? 0,
    },
    {
      people: jsonArray(people.map((person) => person.json)),
      entries: jsonArray(rows.map(withColour)),
    },
  );
};
