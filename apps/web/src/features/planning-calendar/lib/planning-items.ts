import {
  positionColours,
  type PlanningCalendarItem,
  type PositionColourKey,
} from '@crewhub/shared';

export type PlanningBar = {
  id: number;
  startDate: string;
  endDate: string;
  item: PlanningCalendarItem;
  colourKey: PositionColourKey;
  colour: string;
};

/**
 * Positions as calendar bars in their status colour. Spare positions are shown only to people
 * with planningCalendar READSPAREFUNCTION; the server filters too, this keeps the screen honest.
 */
export const planningBars = (
  items: readonly PlanningCalendarItem[],
  canSeeSpare: boolean,
): PlanningBar[] =>
  items
    .filter((item) => canSeeSpare || !item.spare)
    .map((item) => ({
      id: item.projectCrewItemId,
      startDate: item.startDate,
      endDate: item.endDate >= item.startDate ? item.endDate : item.startDate,
      item,
      colourKey: item.colourKey,
      // The shared palette keeps calendar and legend alike.
      colour: positionColours[item.colourKey],
    }));

/** Legend entries in the shared order, without spare positions for those who cannot see them. */
export const legendKeys = (canSeeSpare: boolean): PositionColourKey[] =>
  (Object.keys(positionColours) as PositionColourKey[]).filter(
    (key) => canSeeSpare || key !== 'sparePosition',
  );
