import { useTranslation } from 'react-i18next';
import { dateFormatter } from './date-format';
import { cachedFormatters } from './intl-cache';

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

/** Day and time of a moment in `timeZone`, by default this device's. */
export const formatMoment = (language: string, instant: string, timeZone?: string): string =>
  dateFormatter(language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(new Date(instant));

/** "08:00–17:00"; a position without times covers whole days, so it shows no times. */
export const formatTimeRange = (startTime: string | null, endTime: string | null): string | null =>
  startTime && endTime ? `${startTime}–${endTime}` : (startTime ?? null);

/** "Mon 23 Nov" or "Mon 23 Nov – Wed 25 Nov" for positions over several days. */
export const formatDayRange = (language: string, startDate: string, endDate: string | null) =>
  !endDate || endDate === startDate
    ? formatDay(language, startDate)
    : `${formatDay(language, startDate)} – ${formatDay(language, endDate)}`;

/**
 * Numbers in the reader's style; English the British way. Chromium ships without Welsh data and
 * would fall back to the browser's locale, so Welsh, which writes numbers and money as British
 * English does, uses en-GB there.
 */
const numberLocaleOf = (language: string) =>
  language === 'en' ||
  (language === 'cy' && Intl.NumberFormat.supportedLocalesOf(['cy']).length === 0)
    ? 'en-GB'
    : language;

const numberFormat = cachedFormatters(
  (locale: string, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
);

export const formatHours = (language: string, hours: number): string =>
  numberFormat(numberLocaleOf(language), { maximumFractionDigits: 2 }).format(hours);

/**
 * An amount in cents, as the API sends money, written as euros (the product's tenants pay and
 * invoice in EUR) in the reader's style. The only place cents become euros on screen.
 */
export const formatMoney = (language: string, cents: number | null): string =>
  cents === null
    ? '–'
    : numberFormat(numberLocaleOf(language), { style: 'currency', currency: 'EUR' }).format(
        cents / 100,
      );

/** A rate in basis points (2100) as a percentage in the reader's style: "21%", "21 %". */
export const formatRate = (language: string, basisPoints: number): string =>
  numberFormat(numberLocaleOf(language), { style: 'percent', maximumFractionDigits: 2 }).format(
    basisPoints / 10_000,
  );

const lastDayOfMonth = (isoDate: string): string => {
  const date = new Date(`${isoDate.slice(0, 7)}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + 1, 0);
  return date.toISOString().slice(0, 10);
};

/** A pay period: "October 2026" for a whole calendar month, else the day range. */
export const formatPeriod = (language: string, start: string, end: string): string =>
  start.endsWith('-01') && end === lastDayOfMonth(start)
    ? dateFormatter(language, { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(
        dayOf(start),
      )
    : formatDayRange(language, start, end);

/** The formatters bound to the current UI language. */
export const useFormat = () => {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return {
    language,
    day: (isoDate: string, style?: 'short' | 'long') => formatDay(language, isoDate, style),
    dayRange: (start: string, end: string | null) => formatDayRange(language, start, end),
    clock: (instant: string, timeZone?: string) => formatClock(language, instant, timeZone),
    moment: (instant: string, timeZone?: string) => formatMoment(language, instant, timeZone),
    hours: (value: number) => formatHours(language, value),
    money: (cents: number | null) => formatMoney(language, cents),
    percent: (basisPoints: number) => formatRate(language, basisPoints),
    period: (start: string, end: string) => formatPeriod(language, start, end),
  };
};
