import { addDays } from '../lists/dates';
import { localDateOf } from '../time/zoned-time';
import type { PayrollItemStatus, PayrollRefusal, PayrollStatus } from './payroll.schema';

/**
 * A line's sum in cents: hours x hourly rate in cents, halves rounded away from zero (as payslips
 * round). Hours have two decimals, so counted in hundredths the product is a whole number and no
 * floating-point error decides a half cent.
 */
export const payrollLineSumCents = (hours: number, rateCents: number): number => {
  const hundredthsOfCents = Math.round(hours * 100) * rateCents;
  const cents = Math.round(Math.abs(hundredthsOfCents) / 100);
  return hundredthsOfCents < 0 ? -cents : cents;
};

/** What a line amounts to: its sum, and its total with the add-on (negative for deductions). */
export const payrollLineAmounts = (line: {
  hours: number;
  rateCents: number;
  addOnCents: number;
}) => {
  const sumCents = payrollLineSumCents(line.hours, line.rateCents);
  return { sumCents, totalCents: sumCents + line.addOnCents };
};

/** The payroll's total: its lines' totals. */
export const payrollTotalCents = (lineTotalsCents: readonly number[]): number =>
  lineTotalsCents.reduce((total, line) => total + line, 0);

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

/** A declined line becomes an office task due the next day of the office's calendar. */
export const payrollFeedbackDueDate = (now: Date, timeZone: string = officeTimeZone): string =>
  addDays(localDateOf(now, timeZone), 1);

/** Payroll feedback tasks are urgent: priority 1. */
export const payrollFeedbackPriority = 1;

/**
 * The payroll flow's own history entries. Their activity category names the event, so screens
 * word them in the reader's language; notes people write keep their own caption.
 */
export const payrollActivityEvents = [
  'declined',
  'corrected',
  'changed',
  'confirmed',
  'linkShared',
] as const;
export type PayrollActivityEvent = (typeof payrollActivityEvents)[number];

const eventPrefix = 'payroll.';

export const payrollActivityCategory = (event: PayrollActivityEvent): string =>
  `${eventPrefix}${event}`;

export const payrollActivityEventOf = (category: string | null): PayrollActivityEvent | null =>
  payrollActivityEvents.find((event) => category === payrollActivityCategory(event)) ?? null;
