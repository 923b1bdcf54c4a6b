import type { Spanning } from '@/lib/calendar/week-lanes';
import { todayIso } from '@/lib/calendar/month';

export const covers = (item: Spanning, day: string): boolean =>
  item.startDate <= day && (item.endDate || item.startDate) >= day;

export const itemsOn = <T extends Spanning>(items: readonly T[], day: string): T[] =>
  items.filter((item) => covers(item, day));

/** Where the keyboard starts in a month: today when the month shows it, else its first day. */
export const startDay = (days: readonly string[], month: string): string => {
  const today = todayIso();
  return days.includes(today) ? today : `${month}-01`;
};
