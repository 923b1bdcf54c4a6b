import type { CrewItemStatus } from '@crewhub/shared';
import type { Database } from '../db/client';
import { createCrewDayFactories } from './crew-day-factories';

type PositionOptions = Parameters<ReturnType<typeof createCrewDayFactories>['crewWithPosition']>[0];

/** Positions on the planning calendar with the assignment statuses that colour them. */
export const createCalendarFactories = (db: Database, tenantId = 1) => {
  const crewDay = createCrewDayFactories(db, tenantId);

  /** A position on `date` with one new person per status (or the given people). */
  const positionWithStatuses = async (
    options: PositionOptions & { statuses?: CrewItemStatus[]; personIds?: number[] },
  ) => {
    const { statuses = [], personIds = [], ...positionOptions } = options;
    const setup = await crewDay.crewWithPosition(positionOptions);
    for (const [index, status] of statuses.entries()) {
      const personId = personIds[index] ?? (await crewDay.person()).id;
      await crewDay.assignment({ projectCrewItemId: setup.position.id, personId, status });
    }
    return setup;
  };

  return { ...crewDay, positionWithStatuses };
};

export type CalendarFactories = ReturnType<typeof createCalendarFactories>;
