import { addDays, bookedStatuses, dayRangeInterval, type Interval } from '@crewhub/shared';
import type { Executor } from '../../db/client';
import { intervalOf, jobsOfPerson, timeZoneOfPerson, type JobRow } from '../jobs';
import { availabilityRepository, type UnavailableRange } from './availability.repository';

export type Commitments = {
  timeZone: string;
  /** Booked jobs (requested, confirmed, spare) with their position, time off included. */
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
  const timeZone = await timeZoneOfPerson(tx, tenantId, personId);
  const rows = await jobsOfPerson(tx, tenantId, {
    personId,
    statuses: bookedStatuses,
    // A sick day or day off booked by the office takes the time as much as a job does.
    bookings: 'all',
    // Overnight shifts and time zones reach a day beyond their dates.
    endDateFrom: addDays(range.from, -1),
    startDateTo: addDays(range.to, 1),
  });
  return {
    timeZone,
    jobs: rows.map((row) => ({ row, interval: intervalOf(row) })),
    ...(await unavailableIntervals(tx, { tenantId, personId, timeZone }, range)),
  };
};

/** Block dates and requested or approved vacation in the range, as intervals in the time zone. */
export const unavailableIntervals = async (
  tx: Executor,
  person: { tenantId: number; personId: number; timeZone: string },
  range: { from: string; to: string },
): Promise<Pick<Commitments, 'blockedDates' | 'vacations'>> => {
  const ranges = await availabilityRepository.unavailableRanges(
    tx,
    person.tenantId,
    person.personId,
    range,
  );
  const intervals = (kind: UnavailableRange['kind']) =>
    ranges
      .filter((each) => each.kind === kind)
      .map((each) => dayRangeInterval(each, person.timeZone));
  return { blockedDates: intervals('blockDate'), vacations: intervals('vacation') };
};
