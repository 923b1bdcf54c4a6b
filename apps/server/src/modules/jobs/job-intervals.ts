import { jobInterval, type Interval, type PositionTimes } from '@crewhub/shared';

/** Bounds the memory the cache takes (some 3 MB); it is cleared when full. */
const maxEntries = 20_000;
const spans = new Map<string, readonly [number, number]>();

/**
 * When a position's times run in a time zone, kept across requests. The conversion goes
 * through Intl (two `formatToParts` per instant) and took most of /jobs and /home for a person
 * with 400 coming jobs, whose positions are asked for call after call. The key holds everything
 * the result depends on, so an entry cannot go stale.
 */
export const cachedJobInterval = (times: PositionTimes, timeZone: string): Interval => {
  const key = `${times.startDate} ${times.startTime} ${times.endDate} ${times.endTime} ${timeZone}`;
  let span = spans.get(key);
  if (!span) {
    const { start, end } = jobInterval(times, timeZone);
    span = [start.getTime(), end.getTime()];
    if (spans.size >= maxEntries) spans.clear();
    spans.set(key, span);
  }
  // New Dates each time: a caller may keep or change what it gets.
  return { start: new Date(span[0]), end: new Date(span[1]) };
};
