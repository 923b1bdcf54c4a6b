import { useTranslation } from 'react-i18next';
import { dateFormatter } from './date-format';

// Plain days (YYYY-MM-DD) are read and written in UTC so no time zone moves them a day.
const dayOf = (isoDate: string): Date => new Date(`${isoDate}T00:00:00Z`);

export const formatDay = (
  language: string,
  isoDate: string,
  style: 'short' | 'long' = 'short',
): string =>
  dateFormatter(language, {
    timeZone: 'UTC',
    weekday: style === 'long' ? 'long' : 'short',
    day: 'numeric',
    month: style === 'long' ? 'long' : 'short',
    ...(style === 'long' ? { year: 'numeric' } : {}),
  }).format(dayOf(isoDate));

/** A moment (ISO instant) as a wall-clock time of `timeZone`, by default this device's. */
export const formatClock = (language: string, instant: string, timeZone?: string): string =>
  dateFormatter(language, { hour: '2-digit', minute: '2-digit', timeZone }).format(
    new Date(instant),
  );

export const formatMoment = (language: string, instant: string): string =>
  dateFormatter(language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(instant));

/** "08:00–17:00"; a position without times covers whole days, so it shows no times. */
export const formatTimeRange = (startTime: string | null, endTime: string | null): string | null =>
  startTime && endTime ? `${startTime}–${endTime}` : (startTime ?? null);

/** "Mon 23 Nov" or "Mon 23 Nov – Wed 25 Nov" for positions over several days. */
export const formatDayRange = (language: string, startDate: string, endDate: string | null) =>
  !endDate || endDate === startDate
    ? formatDay(language, startDate)
    : `${formatDay(language, startDate)} – ${formatDay(language, endDate)}`;

export const formatHours = (language: string, hours: number): string =>
  new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(hours);

/** Amounts are in euros: the product's tenants pay and invoice in EUR. */
export const formatMoney = (language: string, value: number | null): string =>
  value === null
    ? '–'
    : new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }).format(value);

/** The formatters bound to the current UI language. */
export const useFormat = () => {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return {
    language,
    day: (isoDate: string, style?: 'short' | 'long') => formatDay(language, isoDate, style),
    dayRange: (start: string, end: string | null) => formatDayRange(language, start, end),
    clock: (instant: string, timeZone?: string) => formatClock(language, instant, timeZone),
    moment: (instant: string) => formatMoment(language, instant),
    hours: (value: number) => formatHours(language, value),
    money: (value: number | null) => formatMoney(language, value),
  };
};
