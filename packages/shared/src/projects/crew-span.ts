import { addDays } from '../lists/dates';
import { zonedTimeToUtc } from '../time/zoned-time';

export type TimeSpan = { start: Date; end: Date };
type TimedPosition = { startTime: string | null; endTime: string | null };

/**
 * A crew's working time on its date: its earliest start to its latest end, in real instants.
 * A latest end at or before the earliest start means the shift runs past midnight. Null when
 * no position has times, so the crew covers the whole day.
 */
export const crewTimeSpan = (
  date: string,
  positions: readonly TimedPosition[],
  timeZone: string,
): TimeSpan | null => {
  const times = (pick: (position: TimedPosition) => string | null) =>
    positions
      .map(pick)
      .filter((time): time is string => Boolean(time))
      .sort();
  const firstStart = times((position) => position.startTime)[0];
  const lastEnd = times((position) => position.endTime).at(-1);
  if (!firstStart || !lastEnd) return null;
  const endDate = lastEnd <= firstStart ? addDays(date, 1) : date;
  return {
    start: zonedTimeToUtc(date, firstStart, timeZone),
    end: zonedTimeToUtc(endDate, lastEnd, timeZone),
  };
};

/** The span from the earliest start to the latest end of several spans; null when none. */
export const outerSpan = (spans: readonly (TimeSpan | null)[]): TimeSpan | null =>
  spans.reduce<TimeSpan | null>((outer, span) => {
    if (!span) return outer;
    if (!outer) return span;
    return {
      start: span.start < outer.start ? span.start : outer.start,
      end: span.end > outer.end ? span.end : outer.end,
    };
  }, null);
