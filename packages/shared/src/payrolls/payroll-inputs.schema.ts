import { z } from 'zod';

/** Feedback the crew member writes when declining a line (SPEC 3: decline with feedback). */
export const declinePayrollItemInputSchema = z.object({
  feedback: z.string().trim().min(1).max(2000),
});
export type DeclinePayrollItemInput = z.infer<typeof declinePayrollItemInputSchema>;

/** Whole cents of an amount; more decimals are refused rather than silently rounded. */
const cents = (min: number, max: number) =>
  z
    .number()
    .min(min)
    .max(max)
    .refine(
      (value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6,
      'Use at most 2 decimals',
    );

/**
 * POST /payrollItems/{id}: the office corrects a line. Sum and total follow from hours, rate
 * and add-on; an add-on may be negative (a deduction).
 */
export const updatePayrollItemInputSchema = z
  .object({
    description: z.string().trim().min(1).max(200).optional(),
    hours: cents(0, 999.99).optional(),
    rate: cents(0, 9999.99).optional(),
    addOn: cents(-99_999.99, 99_999.99).optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    message: 'Change at least one of description, hours, rate or addOn',
    path: ['description'],
  });
export type UpdatePayrollItemInput = z.infer<typeof updatePayrollItemInputSchema>;
