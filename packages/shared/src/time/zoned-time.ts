/**
 * Wall-clock times in a named time zone, without a date library: positions store local dates and
 * times, while rules compare instants.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

const formatterFor = (timeZone: string): Intl.DateTimeFormat => {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
};

/** What Intl says `wallClockAsUtc` is. */
const askIntl = (instant: Date, timeZone: string): number => {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  return Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
  );
};

/** Instants remembered per time zone; past this the zone's memory starts again. */
const maxRemembered = 20_000;
const wallClocks = new Map<string, Map<number, number>>();

/**
 * The wall-clock fields of `instant` in `timeZone`, read back as if they were UTC. Asking Intl
 * costs microseconds, and a server converts the same job times on every request (each job's
 * start and end, two instants per conversion): a tenth of `/home`'s CPU before (issue 17).
 */
const wallClockAsUtc = (instant: Date, timeZone: string): number => {
  let known = wallClocks.get(timeZone);
  const time = instant.getTime();
  const remembered = known?.get(time);
  if (remembered !== undefined) return remembered;
  const wallClock = askIntl(instant, timeZone);
  if (!known || known.size >= maxRemembered) {
    known = new Map();
    wallClocks.set(timeZone, known);
  }
  known.set(time, wallClock);
  return wallClock;
};

/** Minutes `timeZone` is ahead of UTC at `instant` (60 for Amsterdam in winter). */
export const timeZoneOffsetMinutes = (instant: Date, timeZone: string): number =>
  Math.round((wallClockAsUtc(instant, timeZone) - instant.getTime()) / 60_000);

/** `2026-11-23` + `08:30` (or `08:30:00`) in `timeZone` as an instant. */
export const zonedTimeToUtc = (date: string, time: string, timeZone: string): Date => {
  const [year, month, day] = date.split('-').map(Number);
  const [hour = 0, minute = 0, second = 0] = time.split(':').map(Number);
  const naive = Date.UTC(year!, month! - 1, day!, hour, minute, second);
  // Two passes settle the offset on both sides of a daylight-saving change.
  const first = naive - timeZoneOffsetMinutes(new Date(naive), timeZone) * 60_000;
  return new Date(naive - timeZoneOffsetMinutes(new Date(first), timeZone) * 60_000);
};

/** The calendar date (YYYY-MM-DD) of `instant` in `timeZone`. */
export const localDateOf = (instant: Date, timeZone: string): string =>
  new Date(wallClockAsUtc(instant, timeZone)).toISOString().slice(0, 10);

export const isValidTimeZone = (timeZone: string): boolean => {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
};

/** HH:MM of `instant` in `timeZone` (PDFs and mails). */
export const localTimeOf = (instant: Date, timeZone: string): string =>
  new Date(wallClockAsUtc(instant, timeZone)).toISOString().slice(11, 16);
