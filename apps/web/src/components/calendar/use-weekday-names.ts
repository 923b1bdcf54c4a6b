import { addDays } from '@crewhub/shared';
import { useTranslation } from 'react-i18next';
import { dateFormatter } from '@/lib/date-format';

// 2024-01-01 was a Monday; the grid starts its weeks on Monday, as European locales do.
const firstMonday = '2024-01-01';

export const weekdayNames = (language: string, width: 'short' | 'narrow' = 'short'): string[] => {
  const format = dateFormatter(language, { weekday: width, timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, index) =>
    format.format(new Date(`${addDays(firstMonday, index)}T00:00:00Z`)),
  );
};

// Names keep the case their language writes them in (Dutch, French and Spanish in lower case):
// no calendar heading capitalises or upper-cases them with CSS.
export const monthLabel = (language: string, month: string): string =>
  dateFormatter(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

/** Monday-first weekday names in the UI language. */
export const useWeekdayNames = (width: 'short' | 'narrow' = 'short'): string[] => {
  const { i18n } = useTranslation();
  return weekdayNames(i18n.language, width);
};
