import { addDays, daysInRange } from '@crewhub/shared';
import { firstDayOf, monthOf, weekdayIndex, type Month } from '@/lib/calendar/month';

/** The Monday-to-Sunday week holding `day`. */
export const weekOf = (day: string): string[] => {
  const monday = addDays(day, -weekdayIndex(day));
  return daysInRange(monday, addDays(monday, 6));
};

/**
 * A day of the week a phone shows: the Monday the reader stepped to while it lies in the month
 * shown (the month switcher can leave it behind), else today in this month, else the month's
 * first Monday, as a week belongs to the month of its Monday.
 */
export const weekAnchor = (month: Month, chosen: string | null, today: string): string => {
  if (chosen && monthOf(chosen) === month) return chosen;
  if (monthOf(today) === month) return today;
  const first = firstDayOf(month);
  return addDays(first, (7 - weekdayIndex(first)) % 7);
};

/** The Monday a week before or after `week`; its month becomes the month shown. */
export const stepWeek = (week: readonly string[], step: -1 | 1): string | null => {
  const monday = week[0];
  return monday ? addDays(monday, step * 7) : null;
};
