import { z } from 'zod';
import { idSchema } from '../lists/ids';

/** The largest amount an invoice may come to: stays well inside a 32-bit integer of cents. */
export const maxInvoiceCents = 1_000_000_000;

/** Two decimals at most: hours as 7.5 or 7.25, pieces as 3. */
const quantitySchema = z
  .number()
  .min(0)
  .max(10_000)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
    message: 'Use at most two decimals',
  });

/** A line as the office writes it; charge and tax type come from the tenant's lists. */
export const invoiceItemInputSchema = z.object({
  description: z.string().trim().min(1).max(200),
  /** What the line charges for (GET /chargeTypes). */
  chargeTypeId: idSchema,
  quantity: quantitySchema,
  /** Price of one unit (an hour, a piece), in cents, before tax. */
  unitPriceCents: z.number().int().min(0).max(maxInvoiceCents),
  /** The tax the line carries (GET /taxTypes); its rate is copied onto the line. */
  taxTypeId: idSchema,
});
export type InvoiceItemInput = z.input<typeof invoiceItemInputSchema>;
export type InvoiceItemValues = z.output<typeof invoiceItemInputSchema>;

export const invoiceItemSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  description: z.string(),
  chargeTypeId: z.number().int(),
  chargeTypeName: z.string(),
  quantity: z.number(),
  unitPriceCents: z.number().int(),
  taxTypeId: z.number().int(),
  taxTypeName: z.string(),
  /** The tax type's rate when the line was written, so a later change of rate leaves it be. */
  taxRateBasisPoints: z.number().int(),
  /** quantity x unit price, rounded to the cent, before tax. */
  netCents: z.number().int(),
  /** The line's tax, rounded to the cent on the line. */
  taxCents: z.number().int(),
});
export type InvoiceItem = z.infer<typeof invoiceItemSchema>;
