import { overlaps, type Interval } from '../jobs/job-times';

export const vacancyIneligibilityReasons = [
  'FUNCTION_MISMATCH',
  'DOUBLE_BOOKED',
  'BLOCKED',
  'ON_VACATION',
] as const;
export type VacancyIneligibility = (typeof vacancyIneligibilityReasons)[number];

export type VacancyEligibilityInput = {
  /** Function the position asks for. */
  functionId: number;
  interval: Interval;
  personFunctionIds: readonly number[];
  /** The person's booked jobs (requested, confirmed, spare), other than this position. */
  bookedJobs: readonly Interval[];
  blockedDates: readonly Interval[];
  /** Requested or approved vacation; rejected requests do not count. */
  vacations: readonly Interval[];
};

/** Whether a person may apply for an open position, and every reason why not. */
export const vacancyEligibility = (
  input: VacancyEligibilityInput,
): { eligible: boolean; reasons: VacancyIneligibility[] } => {
  const hits = (ranges: readonly Interval[]) =>
    ranges.some((range) => overlaps(range, input.interval));
  const reasons: VacancyIneligibility[] = [];
  if (!input.personFunctionIds.includes(input.functionId)) reasons.push('FUNCTION_MISMATCH');
  if (hits(input.bookedJobs)) reasons.push('DOUBLE_BOOKED');
  if (hits(input.blockedDates)) reasons.push('BLOCKED');
  if (hits(input.vacations)) reasons.push('ON_VACATION');
  return { eligible: reasons.length === 0, reasons };
};

export const vacancyIneligibilityMessages: Record<VacancyIneligibility, string> = {
  FUNCTION_MISMATCH: 'You do not have the function this position asks for',
  DOUBLE_BOOKED: 'You already have a job at this time',
  BLOCKED: 'You blocked this date',
  ON_VACATION: 'You are on vacation on this date',
};
