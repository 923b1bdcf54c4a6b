import { z } from 'zod';
import { isoDateOutputSchema } from '../lists/dates';
import { listQuerySchema } from '../lists/paging';

/** A payment made for a payroll: when, how much (cents) and the bank's reference. */
export const bankTransferSchema = z.object({
  id: z.number().int(),
  payrollId: z.number().int(),
  payrollNumber: z.string(),
  personId: z.number().int(),
  personName: z.string(),
  date: isoDateOutputSchema,
  amountCents: z.number().int(),
  reference: z.string(),
});
export type BankTransfer = z.infer<typeof bankTransferSchema>;

/** GET /bankTransfers: one's own (OWN), or everybody's for the office, newest first. */
export const bankTransferListQuerySchema = listQuerySchema.extend({
  payrollNumber: z.string().trim().min(1).max(40).optional(),
});
export type BankTransferListQuery = z.infer<typeof bankTransferListQuerySchema>;
