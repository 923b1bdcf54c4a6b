import { addDays, bookedStatuses, dayRangeInterval, type Interval } from '@crewhub/shared';
import type { Executor } from '../../db/client';
import { intervalOf } from '../jobs/jobs.mapper';
import { jobsRepository, type JobRow } from '../jobs/jobs.repository';
import { availabilityRepository } from './availability.repository';

export type Commitments = {
  timeZone: string;
  /** Booked jobs (requested, confirmed, spare) with their position. */
  jobs: { row: JobRow; interval: Interval }[];
  blockedDates: Interval[];
  /** Requested or approved vacation. */
  vacations: Interval[];
};

/**
 * What already takes the person's time between two dates: the input of double-booking and
 * availability rules (vacancies, home warnings).
 */
export const loadCommitments = async (
  tx: Executor,
  tenantId: number,
  personId: number,
  range: { from: string; to: string },
): Promise<Commitments> => {
  const timeZone = await jobsRepository.timeZoneOf(tx, tenantId, personId);
  const rows = await jobsRepository.list(tx, tenantId, {
    personId,
    statuses: bookedStatuses,
    // Overnight shifts and time zones reach a day beyond their dates.
    endDateFrom: addDays(range.from, -1),
    startDateTo: addDays(range.to, 1),
  });
  const { blocks, vacations } = await availabilityRepository.unavailability(
    tx,
    tenantId,
    personId,
    range,
  );
  return {
    timeZone,
    jobs: rows.map((row) => ({ row, interval: intervalOf(row) })),
    blockedDates: blocks.map((block) => dayRangeInterval(block, timeZone)),
    vacations: vacations
      .filter((vacation) => vacation.status !== 'rejected')
      .map((vacation) => dayRangeInterval(vacation, timeZone)),
  };
};
