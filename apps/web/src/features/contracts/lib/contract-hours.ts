import type { ContractPeriod, QuotaUnit } from '@crewhub/shared';

/** The API counts minutes; screens show hours to two decimals at most. */
export const hoursOf = (minutes: number): number => Math.round((minutes / 60) * 100) / 100;

/** Hours typed in a form as the whole minutes the API takes. */
export const minutesOf = (hours: number): number => Math.round(hours * 60);

/** A week by its Monday ("2 Nov"), a month by name and year ("Nov 2026"). */
export const periodLabel = (language: string, period: ContractPeriod, unit: QuotaUnit): string =>
  new Intl.DateTimeFormat(language, {
    timeZone: 'UTC',
    ...(unit === 'week' ? { day: 'numeric', month: 'short' } : { month: 'short', year: 'numeric' }),
  }).format(new Date(`${period.start}T00:00:00Z`));

/** The chart's rows: both balances after each period, in hours. */
export const accountSeries = (
  language: string,
  periods: readonly ContractPeriod[],
  unit: QuotaUnit,
) =>
  periods.map((period) => ({
    period: periodLabel(language, period, unit),
    time: hoursOf(period.timeBalanceMinutes),
    vacation: hoursOf(period.vacationBalanceMinutes),
  }));
