import { z } from 'zod';
import { idSchema } from '../lists/ids';
import { isoDateOutputSchema, isoDateSchema } from '../lists/dates';
import { listQuerySchema } from '../lists/paging';
import { instantSchema } from '../time/date-schemas';

/**
 * An expense claim is a `draft` while its person fills it in, `submitted` for the office, then
 * `approved` (and added to the person's next payroll) or `rejected` with a reason.
 */
export const receiptStatuses = ['draft', 'submitted', 'approved', 'rejected'] as const;
export const receiptStatusSchema = z.enum(receiptStatuses);
export type ReceiptStatus = z.infer<typeof receiptStatusSchema>;

/** Why a receipt cannot take a step (409 codes). */
export const receiptRefusalCodes = [
  'RECEIPT_NOT_DRAFT',
  'RECEIPT_NOT_SUBMITTED',
  'RECEIPT_WITHOUT_ITEMS',
  'RECEIPT_WITHOUT_DOCUMENT',
] as const;
export type ReceiptRefusal = (typeof receiptRefusalCodes)[number];

/** The photo or PDF of the paper receipt: sniffed from its bytes, within the document limit. */
export const receiptFileTypes = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
] as const;
export type ReceiptFileType = (typeof receiptFileTypes)[number];

/** Amounts in whole cents, never negative (a refund is not an expense claim). */
const centsSchema = z.number().int().min(0).max(99_999_999);

/** A receipt line: what was paid (tax included) and the tax part of it, in cents. */
export const receiptItemInputSchema = z
  .object({
    description: z.string().trim().min(1).max(200),
    amountCents: centsSchema,
    taxCents: centsSchema,
  })
  .refine((item) => item.taxCents <= item.amountCents, {
    message: 'The tax cannot exceed the amount',
    path: ['taxCents'],
  });
export type ReceiptItemInput = z.infer<typeof receiptItemInputSchema>;

/** POST /receipts: a new draft of the caller's own, with its lines. */
export const createReceiptInputSchema = z.object({
  receiptTypeId: idSchema,
  date: isoDateSchema,
  projectId: idSchema.nullable().optional(),
  templateId: idSchema.nullable().optional(),
  description: z.string().trim().max(500).optional(),
  items: z.array(receiptItemInputSchema).min(1).max(50),
});
export type CreateReceiptInput = z.infer<typeof createReceiptInputSchema>;

/** POST /receipts/{number}/rejection: the office says why. */
export const rejectReceiptInputSchema = z.object({
  reason: z.string().trim().min(1).max(1000),
});
export type RejectReceiptInput = z.infer<typeof rejectReceiptInputSchema>;

export const receiptNumberParamsSchema = z.object({
  number: z.string().trim().min(1).max(40),
});

/** GET /receipts: the caller's own, or everybody's for the office, with filters. */
export const receiptListQuerySchema = listQuerySchema.extend({
  status: receiptStatusSchema.optional(),
  personId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  mine: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type ReceiptListQuery = z.infer<typeof receiptListQuerySchema>;

export const receiptTypeSchema = z.object({ id: z.number().int(), name: z.string() });
export type ReceiptType = z.infer<typeof receiptTypeSchema>;

/** A company's ready-made receipt: a type and a description to start from. */
export const receiptTemplateSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  name: z.string(),
  receiptTypeId: z.number().int(),
  description: z.string().nullable(),
});
export type ReceiptTemplate = z.infer<typeof receiptTemplateSchema>;

export const receiptItemSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  amountCents: z.number().int(),
  taxCents: z.number().int(),
});
export type ReceiptItem = z.infer<typeof receiptItemSchema>;

export const receiptDocumentSchema = z.object({
  id: z.number().int(),
  filename: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  /** Signed, expiring link to the file. */
  url: z.string(),
  createdAt: instantSchema,
});
export type ReceiptDocument = z.infer<typeof receiptDocumentSchema>;

export const receiptSummarySchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: receiptStatusSchema,
  date: isoDateOutputSchema,
  personId: z.number().int(),
  personName: z.string(),
  receiptTypeName: z.string(),
  projectName: z.string().nullable(),
  totalCents: z.number().int(),
});
export type ReceiptSummary = z.infer<typeof receiptSummarySchema>;

/** What the caller may do with the receipt now (the screen shows these actions). */
export const receiptActionsSchema = z.object({
  edit: z.boolean(),
  submit: z.boolean(),
  decide: z.boolean(),
  delete: z.boolean(),
  copy: z.boolean(),
});
export type ReceiptActions = z.infer<typeof receiptActionsSchema>;

export const receiptDetailSchema = receiptSummarySchema.extend({
  receiptTypeId: z.number().int(),
  projectId: z.number().int().nullable(),
  templateId: z.number().int().nullable(),
  description: z.string().nullable(),
  taxCents: z.number().int(),
  submittedAt: instantSchema.nullable(),
  decidedAt: instantSchema.nullable(),
  decidedBy: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  /** The payroll the approved amount was added to. */
  payrollNumber: z.string().nullable(),
  items: z.array(receiptItemSchema),
  documents: z.array(receiptDocumentSchema),
  actions: receiptActionsSchema,
});
export type ReceiptDetail = z.infer<typeof receiptDetailSchema>;

/** GET /receiptProjects: a project a receipt can be for, with the company whose templates apply. */
export const receiptProjectSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  name: z.string(),
  companyId: z.number().int().nullable(),
  companyName: z.string().nullable(),
});
export type ReceiptProject = z.infer<typeof receiptProjectSchema>;

/** Receipts are claimed soon after the work: projects of the last days and the weeks ahead. */
export const receiptProjectWindowDays = { before: 92, after: 31 } as const;
