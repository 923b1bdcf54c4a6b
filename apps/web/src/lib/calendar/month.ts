import { addDays, addMonths, daysInRange } from '@crewhub/shared';

/** A month as YYYY-MM; its days are plain dates (YYYY-MM-DD). */
export type Month = string;

const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;

export const isMonth = (value: string | null | undefined): value is Month =>
  !!value && monthPattern.test(value);

/** Today on this device's calendar (not UTC: a planner at 00:30 means today). */
export const todayIso = (now: Date = new Date()): string => {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

export const monthOf = (isoDate: string): Month => isoDate.slice(0, 7);

export const firstDayOf = (month: Month): string => `${month}-01`;

export const lastDayOf = (month: Month): string => addDays(addMonths(firstDayOf(month), 1), -1);

export const shiftMonth = (month: Month, months: number): Month =>
  monthOf(addMonths(firstDayOf(month), months));

/** Monday 0 … Sunday 6: the week starts on Monday for European locales. */
export const weekdayIndex = (isoDate: string): number =>
  (new Date(`${isoDate}T00:00:00Z`).getUTCDay() + 6) % 7;

/** Whole Monday–Sunday weeks covering the month, as the month grid shows them. */
export const monthWeeks = (month: Month): string[][] => {
  const first = firstDayOf(month);
  const start = addDays(first, -weekdayIndex(first));
  const last = lastDayOf(month);
  const end = addDays(last, 6 - weekdayIndex(last));
  const days = daysInRange(start, end);
  return Array.from({ length: days.length / 7 }, (_, week) => days.slice(week * 7, week * 7 + 7));
};

/** The period the month grid shows, for calendar calls. */
export const visiblePeriod = (month: Month): { from: string; to: string } => {
  const weeks = monthWeeks(month);
  return { from: weeks[0]?.[0] ?? firstDayOf(month), to: weeks.at(-1)?.[6] ?? lastDayOf(month) };
};

export const daysOfMonth = (month: Month): string[] =>
  daysInRange(firstDayOf(month), lastDayOf(month));
