import type { RequestContext } from '../../lib/request-context';
import {
  crewItemStatuses,
  daysInRange,
  internalKinds,
  positionColourKey,
  type CrewCalendar,
  type CrewCalendarQuery,
  type CrewEntryColourKey,
} from '@crewhub/shared';
import { forbidden } from '../../lib/app-error';
import { resolveScope } from '../project-access';
import { withColourKeys } from './colour-keys';
import { crewCalendarRepository } from './crew-calendar.repository';
import { jsonObject, type JsonText } from '../../lib/json-text';

/** A bar's colour key from its colour inputs as the repository writes them. */
const colourOfInputs = (inputs: string): CrewEntryColourKey => {
  const [kind, status, internalKind, unpaid, doubleBooked] = inputs.split(',');
  if (kind === 'blockDate') return 'blockedDate';
  return positionColourKey({
    internalKind: internalKinds.find((each) => each === internalKind) ?? null,
    unpaid: unpaid === '1',
    doubleBooked: doubleBooked === '1',
    // A vacation has no status of an assignment.
    statuses: crewItemStatuses.filter((each) => kind === 'assignment' && each === status),
    amountOfRows: 1,
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
  const entries = await crewCalendarRepository.entries(
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
      people: people.json as JsonText<unknown>,
      entries: withColourKeys(entries.columns, entries.colourInputs, colourOfInputs),
    },
  );
};
