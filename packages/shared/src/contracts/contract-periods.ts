import { addDays, addMonths, daysBetween } from '../lists/dates';
import type { QuotaUnit } from './staff-contract.schema';

/** A run of whole local days, both ends included. */
export type DayRange = { start: string; end: string };

// Dates are plain days computed in UTC, so a daylight-saving change never moves a day.
const weekdayOf = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();

/** Monday of the ISO week `date` lies in. */
export const weekStartOf = (date: string): string => addDays(date, -((weekdayOf(date) + 6) % 7));

/** The first and last day of the week (Monday to Sunday) or calendar month around `date`. */
export const periodAround = (date: string, unit: QuotaUnit): DayRange => {
  if (unit === 'week') {
    const start = weekStartOf(date);
    return { start, end: addDays(start, 6) };
  }
  const start = `${date.slice(0, 7)}-01`;
  return { start, end: addDays(addMonths(start, 1), -1) };
};

/** Days in a range, both ends included. */
export const dayCount = (range: DayRange): number => daysBetween(range.start, range.end) + 1;

/** Monday to Friday: the days a vacation day costs quota on. */
export const isWorkday = (date: string): boolean => {
  const weekday = weekdayOf(date);
  return weekday >= 1 && weekday <= 5;
};

/**
 * The weeks or months from `from` to `to`, each cut to that range, so a contract starting on a
 * Wednesday has a first period of five days.
 */
export const periodsBetween = (from: string, to: string, unit: QuotaUnit): DayRange[] => {
  const periods: DayRange[] = [];
  let cursor = from;
  while (cursor <= to) {
    const { end } = periodAround(cursor, unit);
    periods.push({ start: cursor, end: end < to ? end : to });
    cursor = addDays(end, 1);
  }
  return periods;
};

/** The days two ranges share; null when they do not meet. */
export const intersect = (a: DayRange, b: DayRange): DayRange | null => {
  const start = a.start > b.start ? a.start : b.start;
  const end = a.end < b.end ? a.end : b.end;
  return start <= end ? { start, end } : null;
};
