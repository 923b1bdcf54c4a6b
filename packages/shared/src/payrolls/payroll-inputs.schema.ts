import { z } from 'zod';

/** Feedback the crew member writes when declining a line. */
export const declinePayrollItemInputSchema = z.object({
  feedback: z.string().trim().min(1).max(2000),
});
export type DeclinePayrollItemInput = z.infer<typeof declinePayrollItemInputSchema>;

/** Hours with at most two decimals; more are refused rather than silently rounded. */
const hoursSchema = z
  .number()
  .min(0)
  .max(999.99)
  .refine(
    (value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6,
    'Use at most 2 decimals',
  );

/** An amount in whole cents. */
const centsSchema = (min: number, max: number) => z.number().int().min(min).max(max);

/**
 * POST /payrollItems/{id}: the office corrects a line. Sum and total follow from hours, rate
 * and add-on; an add-on may be negative (a deduction). Amounts are in cents.
 */
export const updatePayrollItemInputSchema = z
  .object({
    description: z.string().trim().min(1).max(200).optional(),
    hours: hoursSchema.optional(),
    rateCents: centsSchema(0, 999_999).optional(),
    addOnCents: centsSchema(-9_999_999, 9_999_999).optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    message: 'Change at least one of description, hours, rateCents or addOnCents',
    path: ['description'],
  });
export type UpdatePayrollItemInput = z.infer<typeof updatePayrollItemInputSchema>;
