import { addDays, addMonths, daysBetween, daysInRange, isoDateSchema } from '../lists/dates';
import type { PlusCrewMonthTotals, PlusCrewTargetMode } from './plus-crew.schema';

/** A daily value row as far as the sums care: several rows may share one date. */
export type PlusCrewDataRow = { date: string; amountCents: number | null; hours: number | null };

/** The first and last day of a month YYYY-MM (the dashboard's dateFrom and dateTo). */
export const plusCrewMonthRange = (month: string) => {
  const dateFrom = `${month}-01`;
  return { dateFrom, dateTo: addDays(addMonths(dateFrom, 1), -1) };
};

export const plusCrewMonthDays = (month: string): string[] => {
  const { dateFrom, dateTo } = plusCrewMonthRange(month);
  return daysInRange(dateFrom, dateTo);
};

// Hours are summed in hundredths, so 0.1 + 0.2 adds up to exactly 0.3 hours.
const toHundredths = (hours: number) => Math.round(hours * 100);

/**
 * Sums per date over the month (section 9: daily figures are sums per date); rows outside the
 * month are left out. Amounts in cents, hours in hundredths of an hour.
 */
export const plusCrewDailySums = (
  month: string,
  rows: readonly PlusCrewDataRow[],
  unit: 'amount' | 'hours',
): Map<string, number> => {
  const sums = new Map(plusCrewMonthDays(month).map((date) => [date, 0]));
  for (const row of rows) {
    const current = sums.get(row.date);
    if (current === undefined) continue;
    const value = unit === 'amount' ? (row.amountCents ?? 0) : toHundredths(row.hours ?? 0);
    sums.set(row.date, current + value);
  }
  return sums;
};

export type PlusCrewTargetSetting = { mode: PlusCrewTargetMode; amountCents: number };

/**
 * Each day's target: the target rows entered for that date, else the setting's default (per day:
 * the amount; per month: the amount spread evenly, leftover cents on the first days).
 */
export const plusCrewDayTargets = (
  month: string,
  targetRows: readonly PlusCrewDataRow[],
  setting: PlusCrewTargetSetting | null,
): Map<string, number> => {
  const days = plusCrewMonthDays(month);
  const entered = plusCrewDailySums(month, targetRows, 'amount');
  const withRows = new Set(targetRows.map((row) => row.date));
  const amount = setting?.amountCents ?? 0;
  const perDay = setting?.mode === 'perMonth' ? Math.floor(amount / days.length) : amount;
  const leftover = setting?.mode === 'perMonth' ? amount - perDay * days.length : 0;
  return new Map(
    days.map((date, index) => [
      date,
      withRows.has(date) ? (entered.get(date) ?? 0) : perDay + (index < leftover ? 1 : 0),
    ]),
  );
};

export type PlusCrewDayFigures = {
  date: string;
  actualTurnoverCents: number;
  targetTurnoverCents: number;
  staffHours: number;
  cumulativeTurnoverCents: number;
  cumulativeTargetCents: number;
};

export type PlusCrewMonthFigures = PlusCrewMonthTotals & {
  days: PlusCrewDayFigures[];
  daysInMonth: number;
  /** Days the bonus so far and the trend count: up to today, or to the last day with turnover. */
  elapsedDays: number;
  targetSoFarCents: number;
  turnoverPerStaffHourCents: number | null;
  bonusPerStaffHourCents: number | null;
};

export type PlusCrewMonthInput = {
  month: string;
  /** The caller's today, YYYY-MM-DD. */
  today: string;
  turnoverRows: readonly PlusCrewDataRow[];
  targetRows: readonly PlusCrewDataRow[];
  hoursRows: readonly PlusCrewDataRow[];
  target: PlusCrewTargetSetting | null;
  /** The Team Bonus share; null when the plus crew tracks no Team Bonus. */
  bonusShareBasisPoints: number | null;
};

const sum = (values: Iterable<number>) => [...values].reduce((total, value) => total + value, 0);

/** The bonus rule (docs/decisions.md): a share of the turnover above target, never negative. */
export const plusCrewBonusCents = (
  turnoverCents: number,
  targetCents: number,
  shareBasisPoints: number,
): number => Math.floor((Math.max(0, turnoverCents - targetCents) * shareBasisPoints) / 10_000);

/** How many days of the month count as past: none before it, all after it. */
const elapsedDaysOf = (month: string, today: string, lastTurnoverDate: string | null) => {
  const { dateFrom, dateTo } = plusCrewMonthRange(month);
  const total = daysBetween(dateFrom, dateTo) + 1;
  const byToday = Math.min(total, Math.max(0, daysBetween(dateFrom, today) + 1));
  const byData = lastTurnoverDate ? daysBetween(dateFrom, lastTurnoverDate) + 1 : 0;
  return Math.max(byToday, byData);
};

const perHour = (cents: number | null, hundredths: number) =>
  cents === null || hundredths === 0 ? null : Math.round((cents * 100) / hundredths);

/**
 * The dashboard's figures for one month (section 9): totals are sums over the month, daily
 * figures sums per date; the bonus so far compares the turnover with the target of the elapsed
 * days, the forecast extends the turnover's daily average to the whole month.
 */
export const plusCrewMonthFigures = (input: PlusCrewMonthInput): PlusCrewMonthFigures => {
  const turnover = plusCrewDailySums(input.month, input.turnoverRows, 'amount');
  const hours = plusCrewDailySums(input.month, input.hoursRows, 'hours');
  const targets = plusCrewDayTargets(input.month, input.targetRows, input.target);
  let cumulativeTurnoverCents = 0;
  let cumulativeTargetCents = 0;
  const days = [...targets.keys()].map((date) => {
    const actualTurnoverCents = turnover.get(date) ?? 0;
    const targetTurnoverCents = targets.get(date) ?? 0;
    cumulativeTurnoverCents += actualTurnoverCents;
    cumulativeTargetCents += targetTurnoverCents;
    return {
      date,
      actualTurnoverCents,
      targetTurnoverCents,
      staffHours: (hours.get(date) ?? 0) / 100,
      cumulativeTurnoverCents,
      cumulativeTargetCents,
    };
  });
  const lastTurnoverDate = days.findLast((day) => day.actualTurnoverCents > 0)?.date ?? null;
  const elapsedDays = elapsedDaysOf(input.month, input.today, lastTurnoverDate);
  const actualTurnoverCents = cumulativeTurnoverCents;
  const targetTurnoverCents = cumulativeTargetCents;
  const targetSoFarCents = days[elapsedDays - 1]?.cumulativeTargetCents ?? 0;
  const hundredths = sum(hours.values());
  const share = input.bonusShareBasisPoints;
  const bonusSoFarCents =
    share === null ? null : plusCrewBonusCents(actualTurnoverCents, targetSoFarCents, share);
  const projectedCents =
    elapsedDays === 0 ? 0 : Math.round((actualTurnoverCents * days.length) / elapsedDays);
  const bonusForecastCents =
    share === null ? null : plusCrewBonusCents(projectedCents, targetTurnoverCents, share);
  return {
    days,
    daysInMonth: days.length,
    elapsedDays,
    actualTurnoverCents,
    targetTurnoverCents,
    targetSoFarCents,
    staffHours: hundredths / 100,
    progressPercent:
      targetTurnoverCents === 0
        ? null
        : Math.floor((actualTurnoverCents * 100) / targetTurnoverCents),
    bonusSoFarCents,
    bonusForecastCents,
    turnoverPerStaffHourCents: perHour(actualTurnoverCents, hundredths),
    bonusPerStaffHourCents: perHour(bonusSoFarCents, hundredths),
  };
};

/** The dashboard's date query value, or today when it is missing or no real date (section 5). */
export const plusCrewSelectedDate = (value: string | null, today: string): string =>
  value !== null && isoDateSchema.safeParse(value).success ? value : today;
