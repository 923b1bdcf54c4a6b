import { cachedFormatters } from './intl-cache';
import { welshDateNames } from './welsh-date-names';

type Formatter = { format: (date: Date) => string };

/** The date and clock fields of `date` as seen in `timeZone` (the device's zone by default). */
const fieldsOf = (date: Date, timeZone: string | undefined) => {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((each) => each.type === type)?.value ?? '';
  const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  return {
    weekday: weekdays.indexOf(part('weekday')),
    day: Number(part('day')),
    month: Number(part('month')) - 1,
    year: part('year'),
    time: `${part('hour')}:${part('minute')}`,
  };
};

/**
 * Welsh in the order Welsh writes dates ("Dydd Llun, 23 Tachwedd 2026", "Llun 23 Tach"), with
 * our own names (welsh-date-names.ts): Chromium ships without Welsh locale data, so Intl would
 * print English.
 */
const welshFormatter = (options: Intl.DateTimeFormatOptions): Formatter => {
  const full = options.dateStyle === 'full';
  const weekday = full ? 'long' : options.weekday;
  const month = full || options.dateStyle === 'long' ? 'long' : options.month;
  const year = options.dateStyle ? 'numeric' : options.year;
  const day = options.dateStyle ? 'numeric' : options.day;
  const time = Boolean(options.hour || options.timeStyle);
  return {
    format: (date) => {
      const fields = fieldsOf(date, options.timeZone);
      const weekdayName = weekday && welshDateNames.day[weekday][fields.weekday];
      const monthName =
        month === 'long' || month === 'short' || month === 'narrow'
          ? welshDateNames.month[month][fields.month]
          : month
            ? String(fields.month + 1)
            : null;
      const dateText = [day ? fields.day : null, monthName, year ? fields.year : null]
        .filter((each) => each !== null && each !== undefined)
        .join(' ');
      const capitalised = weekdayName
        ? weekdayName.charAt(0).toUpperCase() + weekdayName.slice(1)
        : null;
      const text = [capitalised, dateText].filter(Boolean).join(weekday === 'long' ? ', ' : ' ');
      return [text, time ? fields.time : null].filter(Boolean).join(' ');
    },
  };
};

/** Our tenants are European: English dates read "Mon 23 Nov", not "Mon, Nov 23". */
const dateLocaleOf = (language: string) => (language === 'en' ? 'en-GB' : language);

/**
 * Intl.DateTimeFormat for `language`, except where the browser lacks the locale's data and we
 * carry our own (Welsh); every date shown in the app goes through here.
 */
export const dateFormatter = cachedFormatters(
  (language: string, options: Intl.DateTimeFormatOptions): Formatter =>
    language === 'cy' && Intl.DateTimeFormat.supportedLocalesOf(['cy']).length === 0
      ? welshFormatter(options)
      : new Intl.DateTimeFormat(dateLocaleOf(language), options),
);
