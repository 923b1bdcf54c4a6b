import { addDays, bookedStatuses, dayRangeInterval, type Interval } from '@crewhub/shared';
import type { Executor } from '../../db/client';
import {
  jsonRows,
  mapRead,
  type DateBound,
  type JsonRead,
  type SqlValue,
} from '../../db/json-read';
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

type UnavailableIntervals = Pick<Commitments, 'blockedDates' | 'vacations'>;
type PersonInZone = { tenantId: number; personId: number; timeZone: string };
type PersonInStatement = { tenantId: SqlValue<number>; personId: SqlValue<number> };

const intervalsOf = (ranges: UnavailableRange[], timeZone: string): UnavailableIntervals => {
  const intervals = (kind: UnavailableRange['kind']) =>
    ranges.filter((each) => each.kind === kind).map((each) => dayRangeInterval(each, timeZone));
  return { blockedDates: intervals('blockDate'), vacations: intervals('vacation') };
};

/** Block dates and requested or approved vacation in the range, as intervals in the time zone. */
export const unavailableIntervals = async (
  tx: Executor,
  person: PersonInZone,
  range: { from: string; to: string },
): Promise<UnavailableIntervals> =>
  intervalsOf(
    await availabilityRepository.unavailableRanges(tx, person.tenantId, person.personId, range),
    person.timeZone,
  );

/**
 * The same as a read for a combined statement (home): the bounds may be computed in that
 * statement, and the time zone is known once it has answered.
 */
export const unavailableIntervalsRead = (
  tx: Executor,
  person: PersonInStatement,
  range: { from: DateBound; to: DateBound },
): JsonRead<(timeZone: string) => UnavailableIntervals> =>
  mapRead(
    jsonRows(availabilityRepository.unavailableRanges(tx, person.tenantId, person.personId, range)),
    (ranges) => (timeZone) => intervalsOf(ranges, timeZone),
  );
