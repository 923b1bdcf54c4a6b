/** A month as YYYY-MM; days as YYYY-MM-DD. Computed in UTC: these are plain days. */
export type Month = string;

export type GridDay = { date: string; inMonth: boolean };

const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
const toDay = (date: Date) => date.toISOString().slice(0, 10);

export const monthOf = (day: string): Month => day.slice(0, 7);

export const currentMonth = (now: Date = new Date()): Month => {
  // The person's own calendar month, not UTC's.
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return toDay(local).slice(0, 7);
};

export const shiftMonth = (month: Month, by: number): Month => {
  const date = toDate(`${month}-01`);
  date.setUTCMonth(date.getUTCMonth() + by);
  return toDay(date).slice(0, 7);
};

export const isMonth = (value: string | null): value is Month =>
  value !== null && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);

/**
 * The weeks shown for a month: whole weeks from the one holding the 1st to the one holding the
 * last day. Weeks start on Monday, as in European locales.
 */
export const monthGrid = (month: Month): GridDay[][] => {
  const first = toDate(`${month}-01`);
  const mondayOffset = (first.getUTCDay() + 6) % 7;
  const cursor = new Date(first.getTime() - mondayOffset * 86_400_000);
  const weeks: GridDay[][] = [];
  do {
    const week: GridDay[] = [];
    for (let index = 0; index < 7; index += 1) {
      week.push({ date: toDay(cursor), inMonth: monthOf(toDay(cursor)) === month });
      cursor.setUTCDate(cursor.getUTCDate() + 1);
    }
    weeks.push(week);
  } while (monthOf(toDay(cursor)) === month);
  return weeks;
};
