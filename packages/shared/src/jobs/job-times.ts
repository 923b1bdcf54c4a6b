import { addDays } from '../lists/dates';
import { zonedTimeToUtc } from '../time/zoned-time';

/** Half-open period [start, end). */
export type Interval = { start: Date; end: Date };

/** The date and time fields of a position (local wall-clock values). */
export type PositionTimes = {
  startDate: string;
  endDate: string;
  startTime: string | null;
  endTime: string | null;
};

/**
 * When a job runs, as instants. Position times are wall-clock times read in `timeZone`; a
 * position without times takes its whole days, and an end time at or before the start time on
 * the same day means the shift runs past midnight.
 */
export const jobInterval = (times: PositionTimes, timeZone: string): Interval => {
  const start = zonedTimeToUtc(times.startDate, times.startTime ?? '00:00', timeZone);
  if (times.endTime === null) {
    return { start, end: zonedTimeToUtc(addDays(times.endDate, 1), '00:00', timeZone) };
  }
  const end = zonedTimeToUtc(times.endDate, times.endTime, timeZone);
  if (end > start) return { start, end };
  return { start, end: zonedTimeToUtc(addDays(times.endDate, 1), times.endTime, timeZone) };
};

export const overlaps = (a: Interval, b: Interval): boolean => a.start < b.end && b.start < a.end;

/** The whole local days of a date range, for blocked dates and vacation (end optional). */
export const dayRangeInterval = (
  range: { startDate: string; endDate: string | null },
  timeZone: string,
): Interval =>
  jobInterval(
    {
      startDate: range.startDate,
      endDate: range.endDate ?? range.startDate,
      startTime: null,
      endTime: null,
    },
    timeZone,
  );

/** True when `date` (YYYY-MM-DD) lies in the range; an open end means one day. */
export const rangeCoversDate = (
  range: { startDate: string; endDate: string | null },
  date: string,
): boolean => range.startDate <= date && date <= (range.endDate ?? range.startDate);
