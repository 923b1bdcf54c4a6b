import type { Interval } from '../jobs/job-times';
import { periodAround, type DayRange } from './contract-periods';
import type { QuotaUnit } from './staff-contract.schema';
import { workingTimeBreachCodes, type WorkingTimeBreach } from './working-time.schema';

/** The tenant's limits; the defaults follow the usual working-time law (48 h, 11 h). */
export type WorkingTimeLimits = { maxWeeklyMinutes: number; minRestMinutes: number };
export const defaultWorkingTimeLimits: WorkingTimeLimits = {
  maxWeeklyMinutes: 48 * 60,
  minRestMinutes: 11 * 60,
};

/** A shift as instants plus the local date it starts on (which week or month it counts in). */
export type Shift = Interval & { date: string };

export type WorkingTimeCheckInput = {
  shift: Shift;
  /** The person's other confirmed shifts (any around the shift; the rule picks what counts). */
  others: readonly Shift[];
  /** The contract's quota on the shift's date; null without a contract or without a quota. */
  quota: { unit: QuotaUnit; minutes: number } | null;
  limits: WorkingTimeLimits;
};

/** Real elapsed minutes, so a night across a daylight-saving change counts 7 or 9 hours. */
export const shiftMinutes = (shift: Interval): number =>
  Math.round((shift.end.getTime() - shift.start.getTime()) / 60_000);

const minutesIn = (shifts: readonly Shift[], range: DayRange): number =>
  shifts
    .filter((shift) => shift.date >= range.start && shift.date <= range.end)
    .reduce((sum, shift) => sum + shiftMinutes(shift), 0);

const overBreach = (
  rule: 'weeklyMaximum' | 'quota',
  limitMinutes: number,
  actualMinutes: number,
): WorkingTimeBreach | null =>
  actualMinutes > limitMinutes
    ? { rule, limitMinutes, actualMinutes, differenceMinutes: actualMinutes - limitMinutes }
    : null;

/**
 * The shortest rest between the shift and another one. Shifts that touch or overlap are one
 * stretch of work or a double booking (which the planner sees elsewhere), not a rest.
 */
const shortestRest = (shift: Shift, others: readonly Shift[]): number | null => {
  const gaps = others
    .map((other) =>
      other.start >= shift.end
        ? other.start.getTime() - shift.end.getTime()
        : shift.start.getTime() - other.end.getTime(),
    )
    .filter((gap) => gap > 0)
    .map((gap) => Math.round(gap / 60_000));
  return gaps.length === 0 ? null : Math.min(...gaps);
};

/**
 * What confirming the shift would break: the minimum rest to the nearest other shift, the
 * maximum per week (Monday to Sunday) and the contract's quota for its week or month. An empty
 * list means the planner may confirm without a reason.
 */
export const workingTimeBreaches = ({
  shift,
  others,
  quota,
  limits,
}: WorkingTimeCheckInput): WorkingTimeBreach[] => {
  const all = [...others, shift];
  const rest = shortestRest(shift, others);
  const breaches: (WorkingTimeBreach | null)[] = [
    rest !== null && rest < limits.minRestMinutes
      ? {
          rule: 'rest',
          limitMinutes: limits.minRestMinutes,
          actualMinutes: rest,
          differenceMinutes: limits.minRestMinutes - rest,
        }
      : null,
    overBreach(
      'weeklyMaximum',
      limits.maxWeeklyMinutes,
      minutesIn(all, periodAround(shift.date, 'week')),
    ),
    // A quota of 0 (on call) promises no hours, so it cannot be exceeded.
    quota && quota.minutes > 0
      ? overBreach('quota', quota.minutes, minutesIn(all, periodAround(shift.date, quota.unit)))
      : null,
  ];
  return breaches.filter((breach): breach is WorkingTimeBreach => breach !== null);
};

/** The code a refusal answers with: the first breach's (rest before weekly maximum before quota). */
export const workingTimeRefusalCode = (breaches: readonly WorkingTimeBreach[]) =>
  breaches.length === 0 ? null : workingTimeBreachCodes[breaches[0]!.rule];

/** Minutes as hours for messages and reasons, to a quarter hour at most two decimals. */
export const minutesAsHours = (minutes: number): number => Math.round((minutes / 60) * 100) / 100;
