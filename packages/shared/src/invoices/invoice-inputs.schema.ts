import { z } from 'zod';
import { isoDateSchema } from '../lists/dates';
import { idSchema } from '../lists/ids';
import { invoiceTypeSchema } from './invoice.schema';
import { invoiceItemInputSchema, maxInvoiceCents } from './invoice-items.schema';
import { invoiceLineNetCents } from './invoice-amounts';

const optionalText = (max: number) => z.string().trim().min(1).max(max).nullable().optional();

/** Manual lines; their sum is bounded so a total never overflows. */
const itemsSchema = z
  .array(invoiceItemInputSchema)
  .max(200)
  .refine(
    (items) => items.reduce((sum, item) => sum + invoiceLineNetCents(item), 0) <= maxInvoiceCents,
    { message: `The lines may come to at most ${maxInvoiceCents} cents` },
  );

/** Header fields the office may change while the invoice is a design. */
const headerSchema = z.object({
  contactId: idSchema.nullable().optional(),
  clientReference: optionalText(100),
  title: optionalText(200),
  startDate: isoDateSchema.nullable().optional(),
  endDate: isoDateSchema.nullable().optional(),
  invoiceDate: isoDateSchema.optional(),
});

type Period = { startDate?: string | null; endDate?: string | null };
/** The period runs forward: its start may not lie after its end. */
const periodRuns = (value: Period) =>
  !value.startDate || !value.endDate || value.startDate <= value.endDate;
const periodIssue = { message: 'The period must start before it ends', path: ['endDate'] };

export const createInvoiceInputSchema = headerSchema
  .extend({
    companyId: idSchema,
    /** The project whose signed-off charged hours become the hour lines. */
    projectId: idSchema.nullable().optional(),
    type: invoiceTypeSchema.default('invoice'),
    /** Days from the invoice date to the due date; the company's payment term when absent. */
    paymentTermDays: z.number().int().min(0).max(365).optional(),
    /** Adds the project's signed-off charged hours (within the period, if any) as lines. */
    includeSignedOffHours: z.boolean().default(true),
    /** Charge type and tax type of the hour lines; needed when hours are taken from a project. */
    hoursChargeTypeId: idSchema.nullable().optional(),
    hoursTaxTypeId: idSchema.nullable().optional(),
    items: itemsSchema.default([]),
  })
  .refine(periodRuns, periodIssue)
  .superRefine((value, issues) => {
    if (!value.projectId || !value.includeSignedOffHours) return;
    for (const field of ['hoursChargeTypeId', 'hoursTaxTypeId'] as const)
      if (!value[field])
        issues.addIssue({
          code: 'custom',
          path: [field],
          message: 'Pick the charge type and tax type of the hour lines',
        });
  });
export type CreateInvoiceInput = z.input<typeof createInvoiceInputSchema>;
export type CreateInvoiceValues = z.output<typeof createInvoiceInputSchema>;

/** POST /invoices/{number}: the header and all lines of a design (lines replace the old ones). */
export const updateInvoiceInputSchema = headerSchema
  .extend({ dueDate: isoDateSchema.optional(), items: itemsSchema.optional() })
  .refine(periodRuns, periodIssue);
export type UpdateInvoiceInput = z.input<typeof updateInvoiceInputSchema>;
export type UpdateInvoiceValues = z.output<typeof updateInvoiceInputSchema>;

export const releaseInvoiceInputSchema = z.object({
  /** Mails the PDF to the invoice's contact (or the company's address). */
  sendMail: z.boolean().default(false),
});
export type ReleaseInvoiceInput = z.input<typeof releaseInvoiceInputSchema>;

export const markInvoicePaidInputSchema = z.object({ paidDate: isoDateSchema });
export type MarkInvoicePaidInput = z.infer<typeof markInvoicePaidInputSchema>;

/** POST /invoices/{number}/documents: multipart field name (optional), then "file". */
export const uploadInvoiceDocumentFieldsSchema = z.object({
  name: z.string().trim().min(1).max(200).optional(),
});
export type UploadInvoiceDocumentFields = z.infer<typeof uploadInvoiceDocumentFieldsSchema>;
