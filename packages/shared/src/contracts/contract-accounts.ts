import type { ContractAccountKind, ContractPeriod, QuotaUnit } from './staff-contract.schema';
import {
  dayCount,
  intersect,
  isWorkday,
  periodAround,
  periodsBetween,
  type DayRange,
} from './contract-periods';

/** What the accounts need of a contract. */
export type ContractTerms = {
  startDate: string;
  endDate: string | null;
  quotaUnit: QuotaUnit;
  quotaMinutes: number;
  vacationMinutesPerYear: number;
};

/** One job of the person: its local start date, confirmed minutes and signed-off minutes. */
export type WorkEntry = { date: string; plannedMinutes: number; workedMinutes: number };

export type AccountCorrectionEntry = {
  date: string;
  account: ContractAccountKind;
  minutes: number;
};

export type AccountInputs = {
  terms: ContractTerms;
  /** The person's local today: quota falls due and vacation accrues day by day up to it. */
  today: string;
  work: readonly WorkEntry[];
  /** Approved vacation days (local dates). */
  vacationDays: readonly string[];
  corrections: readonly AccountCorrectionEntry[];
};

const daysPerYear = 365;
const workdaysPerWeek = 5;
const weeksPerYear = 52;

/** What one vacation workday is worth: a fifth of the weekly quota. */
export const vacationDayMinutes = (terms: Pick<ContractTerms, 'quotaUnit' | 'quotaMinutes'>) =>
  Math.round(
    terms.quotaUnit === 'week'
      ? terms.quotaMinutes / workdaysPerWeek
      : (terms.quotaMinutes * 12) / weeksPerYear / workdaysPerWeek,
  );

const later = (a: string, b: string): string => (a > b ? a : b);

/**
 * The days the accounts cover: from the start to the end of the period holding today or the
 * last job planned (whichever is later), never past the contract's end.
 */
export const accountSpan = (
  terms: ContractTerms,
  today: string,
  work: readonly WorkEntry[],
): DayRange => {
  const lastDay = work.reduce(
    (last, entry) => later(last, entry.date),
    later(today, terms.startDate),
  );
  const horizon = periodAround(lastDay, terms.quotaUnit).end;
  return {
    start: terms.startDate,
    end: terms.endDate !== null && terms.endDate < horizon ? terms.endDate : horizon,
  };
};

const sumIn = <T extends { date: string }>(
  rows: readonly T[],
  range: DayRange,
  value: (row: T) => number,
): number =>
  rows.reduce(
    (sum, row) => (row.date >= range.start && row.date <= range.end ? sum + value(row) : sum),
    0,
  );

const daysIn = (dates: readonly string[], range: DayRange | null): number =>
  range === null
    ? 0
    : dates.filter((date) => date >= range.start && date <= range.end && isWorkday(date)).length;

/**
 * Both accounts per week or month of the contract. A period cut by the contract's start or end
 * owes its share of the quota by days; the time account is worked (vacation days count as
 * worked) minus the quota due, the vacation account the entitlement accrued minus the approved
 * vacation; each carries over to the next period with the office's corrections.
 */
export const contractAccounts = ({
  terms,
  today,
  work,
  vacationDays,
  corrections,
}: AccountInputs): ContractPeriod[] => {
  const span = accountSpan(terms, today, work);
  const dayValue = vacationDayMinutes(terms);
  const accrued = (days: number) => Math.round((terms.vacationMinutesPerYear * days) / daysPerYear);
  const uniqueVacation = [...new Set(vacationDays)];
  let dueDays = 0;
  let timeBalance = 0;
  let vacationBalance = 0;
  return periodsBetween(span.start, span.end, terms.quotaUnit).map((period) => {
    const due = intersect(period, { start: terms.startDate, end: today });
    const periodDueDays = due ? dayCount(due) : 0;
    const quotaMinutes = Math.round(
      (terms.quotaMinutes * periodDueDays) / dayCount(periodAround(period.start, terms.quotaUnit)),
    );
    const workedMinutes = sumIn(work, period, (entry) => entry.workedMinutes);
    const vacationTakenMinutes = daysIn(uniqueVacation, period) * dayValue;
    const timeCorrectionMinutes = sumIn(
      corrections.filter((entry) => entry.account === 'time'),
      period,
      (entry) => entry.minutes,
    );
    const vacationCorrectionMinutes = sumIn(
      corrections.filter((entry) => entry.account === 'vacation'),
      period,
      (entry) => entry.minutes,
    );
    const vacationAccruedMinutes = accrued(dueDays + periodDueDays) - accrued(dueDays);
    dueDays += periodDueDays;
    timeBalance +=
      workedMinutes + daysIn(uniqueVacation, due) * dayValue - quotaMinutes + timeCorrectionMinutes;
    vacationBalance += vacationAccruedMinutes - vacationTakenMinutes + vacationCorrectionMinutes;
    return {
      ...period,
      quotaMinutes,
      plannedMinutes: sumIn(work, period, (entry) => entry.plannedMinutes),
      workedMinutes,
      vacationTakenMinutes,
      timeCorrectionMinutes,
      timeBalanceMinutes: timeBalance,
      vacationAccruedMinutes,
      vacationCorrectionMinutes,
      vacationBalanceMinutes: vacationBalance,
    };
  });
};

/** Totals of the accounts: hours planned and worked, and both balances after the last period. */
export const accountTotals = (periods: readonly ContractPeriod[]) => ({
  plannedMinutes: periods.reduce((sum, period) => sum + period.plannedMinutes, 0),
  workedMinutes: periods.reduce((sum, period) => sum + period.workedMinutes, 0),
  timeBalanceMinutes: periods.at(-1)?.timeBalanceMinutes ?? 0,
  vacationBalanceMinutes: periods.at(-1)?.vacationBalanceMinutes ?? 0,
});

/** Whether a contract runs on `today` (start passed, end not yet or open). */
export const isContractActive = (
  terms: Pick<ContractTerms, 'startDate' | 'endDate'>,
  today: string,
): boolean => terms.startDate <= today && (terms.endDate === null || terms.endDate >= today);
