import { isMonth, monthOf, todayIso, visiblePeriod } from '@/lib/calendar/month';

/** The weeks a calendar route opens on: ?month= from the address, else this month. */
export const currentMonthPeriod = () => {
  const value = new URLSearchParams(window.location.search).get('month');
  return visiblePeriod(isMonth(value) ? value : monthOf(todayIso()));
};
