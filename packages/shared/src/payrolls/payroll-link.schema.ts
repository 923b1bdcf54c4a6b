import { z } from 'zod';
import { isoDateOutputSchema } from '../lists/dates';
import { instantSchema } from '../time/date-schemas';
import { payrollItemSchema, payrollSummarySchema } from './payroll.schema';

/** The header that carries a public payroll link's token to the API (never in a logged URL). */
export const payrollLinkHeader = 'x-payroll-link';

/** How long a shared payroll link works unless the office says otherwise. */
export const payrollLinkDefaultDays = 30;

/** POST /payrolls/{number}/publicLink: how many days the new link works, and whether to mail it. */
export const payrollLinkInputSchema = z.object({
  validDays: z.number().int().min(1).max(90).default(payrollLinkDefaultDays),
  /** Mails the link to the person's own address through the outbox. */
  sendMail: z.boolean().default(false),
});
export type PayrollLinkInput = z.input<typeof payrollLinkInputSchema>;
export type PayrollLinkValues = z.output<typeof payrollLinkInputSchema>;

/** The new link: the web path with its token (shown once; only its hash is stored). */
export const payrollLinkSchema = z.object({
  path: z.string(),
  expiresAt: instantSchema,
  /** The address the link was mailed to; null when not mailed (or the person opted out). */
  mailedTo: z.string().nullable(),
});
export type PayrollLink = z.infer<typeof payrollLinkSchema>;

/** The token as the API reads it from the header. */
export const payrollLinkHeadersSchema = z.object({
  [payrollLinkHeader]: z.string().trim().min(20).max(100),
});

/** GET /public/payrolls: whose payrolls the link shows, until when, newest period first. */
export const publicPayrollsSchema = z.object({
  personName: z.string(),
  expiresAt: instantSchema,
  payrolls: z.array(payrollSummarySchema),
});
export type PublicPayrolls = z.infer<typeof publicPayrollsSchema>;

/** A payroll line as the link shows it: what was paid, without the office's workflow. */
export const publicPayrollItemSchema = payrollItemSchema.pick({
  id: true,
  description: true,
  beginAt: true,
  endAt: true,
  hours: true,
  rateCents: true,
  addOnCents: true,
  sumCents: true,
  totalCents: true,
  status: true,
  timeZone: true,
});
export type PublicPayrollItem = z.infer<typeof publicPayrollItemSchema>;

/** GET /public/payrolls/{number}: the payroll, its lines and the payments made for it. */
export const publicPayrollSchema = z.object({
  payroll: payrollSummarySchema.extend({ personName: z.string() }),
  items: z.array(publicPayrollItemSchema),
  bankTransfers: z.array(
    z.object({
      id: z.number().int(),
      date: isoDateOutputSchema,
      amountCents: z.number().int(),
      reference: z.string(),
    }),
  ),
});
export type PublicPayroll = z.infer<typeof publicPayrollSchema>;
