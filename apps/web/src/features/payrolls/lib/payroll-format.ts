import { useTranslation } from 'react-i18next';
import { dateFormatter } from '@/lib/date-format';
import { formatDayRange } from '@/lib/format';

/** Amounts are euros, written the way the reader's language writes money. */
export const formatMoney = (language: string, amount: number): string =>
  new Intl.NumberFormat(language === 'en' ? 'en-GB' : language, {
    style: 'currency',
    currency: 'EUR',
  }).format(amount);

const lastDayOfMonth = (isoDate: string): string => {
  const date = new Date(`${isoDate.slice(0, 7)}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + 1, 0);
  return date.toISOString().slice(0, 10);
};

/** "October 2026" for a whole calendar month, else the day range. */
export const formatPeriod = (language: string, start: string, end: string): string =>
  start.endsWith('-01') && end === lastDayOfMonth(start)
    ? dateFormatter(language, { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(
        new Date(`${start}T00:00:00Z`),
      )
    : formatDayRange(language, start, end);

export const usePayrollFormat = () => {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return {
    money: (amount: number) => formatMoney(language, amount),
    period: (start: string, end: string) => formatPeriod(language, start, end),
  };
};
