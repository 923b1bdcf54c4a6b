import type { RequestContext } from '../../lib/request-context';
import {
  calendarLegendColours,
  crewItemStatuses,
  daysInRange,
  internalKinds,
  positionColourKey,
  positionColours,
  type CrewCalendar,
  type CrewCalendarQuery,
} from '@crewhub/shared';
import { forbidden } from '../../lib/app-error';
import { resolveScope } from '../project-access';
import { crewCalendarRepository, type CrewCalendarEntryLines } from './crew-calendar.repository';
import { jsonArray, jsonObject, type JsonText } from '../../lib/json-text';

/** A bar's colour members (a key and a colour code: nothing to escape) from its colour inputs. */
const colourMembersOf = (inputs: string): string => {
  const [kind, status, internalKind, unpaid, doubleBooked] = inputs.split(',');
  if (kind === 'blockDate') {
    return `"colourKey":"blockedDate","colour":"${calendarLegendColours.blockedDate}"`;
  }
  const colourKey = positionColourKey({
    internalKind: internalKinds.find((each) => each === internalKind) ?? null,
    unpaid: unpaid === '1',
    doubleBooked: doubleBooked === '1',
    // A vacation has no status of an assignment.
    statuses: crewItemStatuses.filter((each) => kind === 'assignment' && each === status),
    amountOfRows: 1,
  });
  return `"colourKey":"${colourKey}","colour":"${positionColours[colourKey]}"`;
};

/**
 * The bars' JSON texts, each closed with its colour. Bars mostly share a few combinations of
 * colour inputs, so each is worked out once per page.
 */
const entriesOf = (lines: CrewCalendarEntryLines): string[] => {
  if (lines === '') return [];
  const known = new Map<string, string>();
  return lines.split('\n').map((line) => {
    const tab = line.indexOf('\t');
    const inputs = line.slice(0, tab);
    let members = known.get(inputs);
    if (members === undefined) {
      members = colourMembersOf(inputs);
      known.set(inputs, members);
    }
    // The answer's object without its closing brace, then the colour members.
    return `${line.slice(tab + 1, -1)},${members}}`;
  });
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
  const lines = await crewCalendarRepository.entries(
    tx,
    ctx.tenant.id,
    people.personIds,
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
      total: people.total,
    },
    {
      people: `[${people.json}]` as JsonText<unknown>,
      entries: jsonArray(entriesOf(lines)),
    },
  );
};
