import { addDays } from '../lists/dates';
import { localDateOf } from '../time/zoned-time';
import type { PayrollItemStatus, PayrollRefusal, PayrollStatus } from './payroll.schema';

/** An amount rounded to cents, halves away from zero (as payslips round). */
export const roundCents = (amount: number): number => {
  const hundredths = Math.abs(amount) * 100;
  // 1.005 * 100 is 100.49999…: a tiny nudge keeps decimal halves rounding up.
  const rounded = Math.round(hundredths + 1e-7) / 100;
  return amount < 0 && rounded !== 0 ? -rounded : rounded;
};

/** A line's sum is hours x rate, in cents. */
export const payrollLineSum = (hours: number, rate: number): number => roundCents(hours * rate);

/** A line's total is its sum plus the add-on (allowances; negative for deductions). */
export const payrollLineTotal = (sum: number, addOn: number): number => roundCents(sum + addOn);

/** The payroll's total: its lines' totals. */
export const payrollTotal = (lineTotals: readonly number[]): number =>
  roundCents(lineTotals.reduce((total, line) => total + line, 0));

/** What a line amounts to once hours, rate and add-on are known. */
export const payrollLineAmounts = (line: { hours: number; rate: number; addOn: number }) => {
  const sum = payrollLineSum(line.hours, line.rate);
  return { sum, total: payrollLineTotal(sum, line.addOn) };
};

/** The crew member confirms a payroll waiting for them with no line declined; null means yes. */
export const payrollConfirmRefusal = (payroll: {
  status: PayrollStatus;
  declinedItemCount: number;
}): PayrollRefusal | null => {
  if (payroll.status !== 'to_confirm') return 'PAYROLL_NOT_TO_CONFIRM';
  return payroll.declinedItemCount > 0 ? 'PAYROLL_HAS_DECLINED_ITEMS' : null;
};

/** A line may be declined while its payroll waits for confirmation, once until corrected. */
export const payrollItemDeclineRefusal = (
  payrollStatus: PayrollStatus,
  itemStatus: PayrollItemStatus,
): PayrollRefusal | null => {
  if (payrollStatus !== 'to_confirm') return 'PAYROLL_NOT_TO_CONFIRM';
  return itemStatus === 'declined' ? 'PAYROLL_ITEM_ALREADY_DECLINED' : null;
};

/** The office's change answers a declined line: it becomes corrected; others keep theirs. */
export const payrollItemStatusAfterCorrection = (status: PayrollItemStatus): PayrollItemStatus =>
  status === 'declined' ? 'corrected' : status;

/** The office corrects lines only while the crew member has not confirmed the payroll. */
export const payrollEditRefusal = (payrollStatus: PayrollStatus): PayrollRefusal | null =>
  payrollStatus === 'to_confirm' ? null : 'PAYROLL_NOT_TO_CONFIRM';

/** The office works in this time zone (tenants have none of their own yet). */
export const officeTimeZone = 'Europe/Amsterdam';

/** A declined line becomes an office task due the next day of the office's calendar (SPEC 7). */
export const payrollFeedbackDueDate = (now: Date, timeZone: string = officeTimeZone): string =>
  addDays(localDateOf(now, timeZone), 1);

/** Payroll feedback tasks are urgent (SPEC 7: priority 1). */
export const payrollFeedbackPriority = 1;

/**
 * The payroll flow's own history entries. Their activity category names the event, so screens
 * word them in the reader's language; notes people write keep their own caption.
 */
export const payrollActivityEvents = ['declined', 'corrected', 'changed', 'confirmed'] as const;
export type PayrollActivityEvent = (typeof payrollActivityEvents)[number];

const eventPrefix = 'payroll.';

export const payrollActivityCategory = (event: PayrollActivityEvent): string =>
  `${eventPrefix}${event}`;

export const payrollActivityEventOf = (category: string | null): PayrollActivityEvent | null =>
  payrollActivityEvents.find((event) => category === payrollActivityCategory(event)) ?? null;
