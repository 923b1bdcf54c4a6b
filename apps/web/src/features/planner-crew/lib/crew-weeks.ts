import { addDays } from '@crewhub/shared';
import { weekdayIndex } from '@/lib/calendar/month';

/** The month's days cut into Monday-to-Sunday weeks; the first and the last can be shorter. */
export const weeksOf = (days: readonly string[]): string[][] =>
  days.reduce<string[][]>((weeks, day) => {
    const current = weeks.at(-1);
    if (!current || weekdayIndex(day) === 0) weeks.push([day]);
    else current.push(day);
    return weeks;
  }, []);

/**
 * The week a phone shows: the one holding the chosen day, else the one holding today, else the
 * month's first. The chosen day outlives a month switch, so it may lie outside the month.
 */
export const shownWeek = (
  weeks: readonly string[][],
  chosen: string | null,
  today: string,
): string[] =>
  weeks.find((week) => chosen !== null && week.includes(chosen)) ??
  weeks.find((week) => week.includes(today)) ??
  weeks[0] ??
  [];

/** A day of the week before or after `week`: it can fall in the month before or after. */
export const stepWeek = (week: readonly string[], step: -1 | 1): string | null => {
  const edge = step < 0 ? week[0] : week.at(-1);
  return edge ? addDays(edge, step) : null;
};
