import type { RequestContext } from '../../lib/request-context';
import {
  hasRight,
  positionColourKey,
  positionColours,
  type PlanningCalendarItem,
  type PlanningCalendarQuery,
} from '@crewhub/shared';
import { resolveScope } from '../project-access';
import { planningCalendarRepository, type CalendarRow } from './planning-calendar.repository';

const toItem = (row: CalendarRow): PlanningCalendarItem => {
  const colourKey = positionColourKey({
    internalKind: row.internalKind,
    unpaid: row.unpaid,
    spare: row.spare || row.functionSpare,
    changed: row.changed,
    doubleBooked: row.doubleBooked,
    // A crew member's own calendar colours by their own status.
    statuses: row.ownStatus ? [row.ownStatus] : row.statuses,
    amountOfRows: row.ownStatus ? 1 : row.amountOfRows,
  });
  return {
    projectCrewItemId: row.projectCrewItemId,
    projectId: row.projectId,
    projectNumber: row.projectNumber,
    projectName: row.projectName,
    projectState: row.projectState,
    projectCrewId: row.projectCrewId,
    projectCrewName: row.projectCrewName,
    functionId: row.functionId,
    functionName: row.functionName,
    spare: row.spare || row.functionSpare,
    startDate: row.startDate,
    endDate: row.endDate,
    startTime: row.startTime,
    endTime: row.endTime,
    amountOfRows: row.amountOfRows,
    confirmedCount: row.statuses.filter((status) => status === 'confirmed').length,
    requestedCount: row.statuses.filter((status) => status === 'requested' || status === 'applied')
      .length,
    ownStatus: row.ownStatus,
    colourKey,
    colour: positionColours[colourKey],
  };
};

/**
 * GET /planningCalendarItems: planners see all positions, clients their company's, crew the
 * positions they are on. Spare functions need READSPAREFUNCTION.
 */
export const planningCalendarItems = async (ctx: RequestContext, query: PlanningCalendarQuery) => {
  const { tx } = ctx;
  const scope = await resolveScope(tx, ctx, [['planningCalendar', 'READ']]);
  const rows = await planningCalendarRepository.items(tx, ctx.tenant.id, scope, {
    ...query,
    includeSpare: hasRight(ctx.rights, 'planningCalendar', 'READSPAREFUNCTION'),
    personId: ctx.auth.personId,
  });
  return rows.map(toItem);
};
