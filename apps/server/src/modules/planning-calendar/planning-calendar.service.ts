import type { RequestContext } from '../../lib/request-context';
import {
  crewItemStatuses,
  hasRight,
  internalKinds,
  positionColourKey,
  type PlanningCalendar,
  type PlanningCalendarQuery,
  type PositionColourKey,
} from '@crewhub/shared';
import { resolveScope } from '../project-access';
import { jsonObject, type JsonText } from '../../lib/json-text';
import { withColourKeys } from './colour-keys';
import { planningCalendarRepository, type CalendarTexts } from './planning-calendar.repository';

/** A position's colour key from its colour inputs as the repository writes them. */
export const colourOfInputs = (inputs: string): PositionColourKey => {
  const [kind, unpaid, spare, changed, doubleBooked, amountOfRows, own, ...counts] =
    inputs.split(',');
  const ownStatus = crewItemStatuses.find((status) => status === own);
  return positionColourKey({
    internalKind: internalKinds.find((internalKind) => internalKind === kind) ?? null,
    unpaid: unpaid === '1',
    spare: spare === '1',
    changed: changed === '1',
    doubleBooked: doubleBooked === '1',
    // A crew member's own calendar colours by their own status.
    statuses: ownStatus
      ? [ownStatus]
      : counts.flatMap((count, index) => Array(Number(count)).fill(crewItemStatuses[index])),
    amountOfRows: ownStatus ? 1 : Number(amountOfRows),
  });
};

const answerOf = (from: string, texts: CalendarTexts) =>
  jsonObject<PlanningCalendar>(
    { from },
    {
      projects: texts.projects as JsonText<unknown>,
      crews: texts.crews as JsonText<unknown>,
      functions: texts.functions as JsonText<unknown>,
      positions: withColourKeys(texts.positions, texts.colourInputs, colourOfInputs),
    },
  );

/**
 * GET /planningCalendarItems: planners see all positions, clients their company's, crew the
 * positions they are on. Spare functions need READSPAREFUNCTION.
 */
export const planningCalendarItems = async (
  ctx: RequestContext,
  query: PlanningCalendarQuery,
): Promise<JsonText<PlanningCalendar>> => {
  const { tx } = ctx;
  const scope = await resolveScope(tx, ctx, [['planningCalendar', 'READ']]);
  const texts = await planningCalendarRepository.items(tx, ctx.tenant.id, scope, {
    ...query,
    includeSpare: hasRight(ctx.rights, 'planningCalendar', 'READSPAREFUNCTION'),
    personId: ctx.auth.personId,
  });
  return answerOf(query.from, texts);
};
