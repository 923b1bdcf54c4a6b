import { z } from 'zod';

/**
 * VAT rates an invoice line may carry, in basis points (2100 = 21 %). A small local list until
 * the tenant's tax types (GET /taxTypes) exist as a table; see docs/decisions.md.
 */
export const invoiceTaxRates = [0, 550, 700, 900, 1000, 1900, 2000, 2100] as const;
export type InvoiceTaxRate = (typeof invoiceTaxRates)[number];
export const invoiceTaxRateSchema = z
  .number()
  .int()
  .refine((value) => (invoiceTaxRates as readonly number[]).includes(value), {
    message: `Use one of ${invoiceTaxRates.join(', ')} (basis points)`,
  });
export const defaultInvoiceTaxRate: InvoiceTaxRate = 2100;

/** What a line charges for; `hours` lines come from signed-off charged hours. */
export const invoiceChargeKinds = [
  'hours',
  'travel',
  'catering',
  'equipment',
  'surcharge',
  'other',
] as const;
export const invoiceChargeKindSchema = z.enum(invoiceChargeKinds);
export type InvoiceChargeKind = z.infer<typeof invoiceChargeKindSchema>;

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

export const invoiceItemInputSchema = z.object({
  description: z.string().trim().min(1).max(200),
  chargeKind: invoiceChargeKindSchema,
  quantity: quantitySchema,
  /** Price of one unit (an hour, a piece), in cents, before tax. */
  unitPriceCents: z.number().int().min(0).max(maxInvoiceCents),
  taxRateBasisPoints: invoiceTaxRateSchema,
});
export type InvoiceItemInput = z.input<typeof invoiceItemInputSchema>;
export type InvoiceItemValues = z.output<typeof invoiceItemInputSchema>;

export const invoiceItemSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  description: z.string(),
  chargeKind: invoiceChargeKindSchema,
  quantity: z.number(),
  unitPriceCents: z.number().int(),
  taxRateBasisPoints: z.number().int(),
  /** quantity x unit price, rounded to the cent, before tax. */
  netCents: z.number().int(),
});
export type InvoiceItem = z.infer<typeof invoiceItemSchema>;
