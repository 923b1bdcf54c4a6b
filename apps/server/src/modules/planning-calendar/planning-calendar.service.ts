import type { RequestContext } from '../../lib/request-context';
import {
  crewItemStatuses,
  hasRight,
  positionColourKey,
  positionColours,
  type CrewItemStatus,
  type PlanningCalendarItem,
  type PlanningCalendarQuery,
} from '@crewhub/shared';
import { resolveScope } from '../project-access';
import { jsonArray, type JsonText } from './json-text';
import { planningCalendarRepository, type CalendarRow } from './planning-calendar.repository';

/**
 * The statuses on a position, from its counts per status (their order does not matter).
 * Positions mostly share a few combinations, so each is spelled out once per answer.
 */
const statusesByCounts = () => {
  const known = new Map<string, CrewItemStatus[]>();
  return (counts: string): CrewItemStatus[] => {
    let statuses = known.get(counts);
    if (!statuses) {
      statuses = counts
        .split(',')
        .flatMap((count, index) =>
          Array<CrewItemStatus>(Number(count)).fill(crewItemStatuses[index]!),
        );
      known.set(counts, statuses);
    }
    return statuses;
  };
};

/** A position's JSON closed with its colour (a key and a colour code: nothing to escape). */
const withColour =
  (statusesOf: (counts: string) => CrewItemStatus[]) =>
  (row: CalendarRow): string => {
    const colourKey = positionColourKey({
      internalKind: row.internalKind,
      unpaid: row.unpaid,
      spare: row.spare,
      changed: row.changed,
      doubleBooked: row.doubleBooked,
      // A crew member's own calendar colours by their own status.
      statuses: row.ownStatus ? [row.ownStatus] : statusesOf(row.statusCounts),
      amountOfRows: row.ownStatus ? 1 : row.amountOfRows,
    });
    return `${row.json},"colourKey":"${colourKey}","colour":"${positionColours[colourKey]}"}`;
  };

/**
 * GET /planningCalendarItems: planners see all positions, clients their company's, crew the
 * positions they are on. Spare functions need READSPAREFUNCTION.
 */
export const planningCalendarItems = async (
  ctx: RequestContext,
  query: PlanningCalendarQuery,
): Promise<JsonText<PlanningCalendarItem[]>> => {
  const { tx } = ctx;
  const scope = await resolveScope(tx, ctx, [['planningCalendar', 'READ']]);
  const rows = await planningCalendarRepository.items(tx, ctx.tenant.id, scope, {
    ...query,
    includeSpare: hasRight(ctx.rights, 'planningCalendar', 'READSPAREFUNCTION'),
    personId: ctx.auth.personId,
  });
  return jsonArray(rows.map(withColour(statusesByCounts())));
};
