import { z } from 'zod';
import { isoDateOutputSchema } from '../lists/dates';
import { listQuerySchema } from '../lists/paging';
import { instantSchema } from '../time/date-schemas';

/** A payroll waits for the crew member (`to_confirm`), is `confirmed` by them, then `paid`. */
export const payrollStatuses = ['to_confirm', 'confirmed', 'paid'] as const;
export const payrollStatusSchema = z.enum(payrollStatuses);
export type PayrollStatus = z.infer<typeof payrollStatusSchema>;

/** A line the crew member disagrees with is `declined` until the office corrects it. */
export const payrollItemStatuses = ['open', 'declined', 'corrected'] as const;
export const payrollItemStatusSchema = z.enum(payrollItemStatuses);
export type PayrollItemStatus = z.infer<typeof payrollItemStatusSchema>;

/** Why the crew member cannot confirm a payroll or decline one of its lines (409 codes). */
export const payrollRefusalCodes = [
  'PAYROLL_NOT_TO_CONFIRM',
  'PAYROLL_HAS_DECLINED_ITEMS',
  'PAYROLL_ITEM_ALREADY_DECLINED',
] as const;
export type PayrollRefusal = (typeof payrollRefusalCodes)[number];
export const payrollRefusalSchema = z.enum(payrollRefusalCodes);

/** One payroll in a list and in the home block "payrolls to confirm". Amounts in cents. */
export const payrollSummarySchema = z.object({
  id: z.number().int(),
  number: z.string(),
  periodStart: isoDateOutputSchema,
  periodEnd: isoDateOutputSchema,
  status: payrollStatusSchema,
  totalCents: z.number().int(),
  paymentDate: isoDateOutputSchema.nullable(),
  /** Lines the crew member declined that the office has not corrected yet. */
  declinedItemCount: z.number().int(),
});
export type PayrollSummary = z.infer<typeof payrollSummarySchema>;

/** GET /payrolls/{number}: the payroll with what the caller may do with it. */
export const payrollDetailSchema = payrollSummarySchema.extend({
  personId: z.number().int(),
  personName: z.string(),
  itemCount: z.number().int(),
  confirmedAt: instantSchema.nullable(),
  confirmedBy: z.string().nullable(),
  /** Null when the payroll may be confirmed (by its own person), else why not. */
  confirmRefusal: payrollRefusalSchema.nullable(),
  /** The caller's own payroll: only they confirm it and decline its lines. */
  isOwn: z.boolean(),
});
export type PayrollDetail = z.infer<typeof payrollDetailSchema>;

/** A payroll line: begin, end, hours, rate, add-on, sum (hours x rate), total; in cents. */
export const payrollItemSchema = z.object({
  id: z.number().int(),
  payrollId: z.number().int(),
  payrollNumber: z.string(),
  payrollStatus: payrollStatusSchema,
  /** The job (assignment) the line pays for; null for allowances and corrections. */
  assignmentId: z.number().int().nullable(),
  description: z.string(),
  beginAt: instantSchema.nullable(),
  endAt: instantSchema.nullable(),
  hours: z.number(),
  rateCents: z.number().int(),
  addOnCents: z.number().int(),
  sumCents: z.number().int(),
  totalCents: z.number().int(),
  status: payrollItemStatusSchema,
  feedback: z.string().nullable(),
  declinedAt: instantSchema.nullable(),
  /** The person's time zone: the line's times read as they worked them, as on the payslip. */
  timeZone: z.string(),
  /** Null when the line may be declined (by the payroll's own person), else why not. */
  declineRefusal: payrollRefusalSchema.nullable(),
  isOwn: z.boolean(),
});
export type PayrollItem = z.infer<typeof payrollItemSchema>;

/** GET /payrolls/{number}/unassignedPcis: a worked job of the period on no payroll line. */
export const unassignedAssignmentSchema = z.object({
  assignmentId: z.number().int(),
  projectNumber: z.string(),
  projectName: z.string(),
  crewName: z.string(),
  functionName: z.string(),
  date: isoDateOutputSchema,
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  proposedPaidHours: z.number().nullable(),
});
export type UnassignedAssignment = z.infer<typeof unassignedAssignmentSchema>;

/** POST /payrolls/{number}/confirmation answers the confirmed payroll. */
export const payrollConfirmationSchema = z.object({ payroll: payrollDetailSchema });
export type PayrollConfirmation = z.infer<typeof payrollConfirmationSchema>;

/** GET /persons/{id}/payrolls: newest period first, optionally one status. */
export const payrollListQuerySchema = listQuerySchema.extend({
  status: payrollStatusSchema.optional(),
});
export type PayrollListQuery = z.infer<typeof payrollListQuerySchema>;

/** Payrolls are named by their number in paths, as invoices and projects are. */
export const payrollNumberParamsSchema = z.object({ number: z.string().min(1).max(40) });
