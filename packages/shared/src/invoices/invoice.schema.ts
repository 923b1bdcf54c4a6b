import { z } from 'zod';
import { idParamSchema } from '../lists/ids';
import { listQuerySchema } from '../lists/paging';

export const invoiceStatuses = ['design', 'released', 'paid', 'unpaid'] as const;
export const invoiceStatusSchema = z.enum(invoiceStatuses);
export type InvoiceStatus = z.infer<typeof invoiceStatusSchema>;

export const invoiceTypes = ['invoice', 'credit_note'] as const;
export const invoiceTypeSchema = z.enum(invoiceTypes);
export type InvoiceType = z.infer<typeof invoiceTypeSchema>;

/** An invoice to a client; project or title are optional. */
export const invoiceSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  type: invoiceTypeSchema,
  clientReference: z.string().nullable(),
  status: invoiceStatusSchema,
  invoiceDate: z.string(),
  dueDate: z.string(),
  paidDate: z.string().nullable(),
  /** Including tax, in cents of the tenant's currency. */
  totalCents: z.number().int(),
  companyId: z.number().int(),
  companyName: z.string(),
  contactId: z.number().int().nullable(),
  contactName: z.string().nullable(),
  clientMark: z.string().nullable(),
  projectId: z.number().int().nullable(),
  projectNumber: z.string().nullable(),
  projectName: z.string().nullable(),
  title: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  /** Signed, expiring link to the invoice PDF; null while it is a design. */
  fileUrl: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** GET /invoices: filter by status, company, project and contact. */
export const invoiceListQuerySchema = listQuerySchema.extend({
  status: invoiceStatusSchema.optional(),
  companyId: idParamSchema.optional(),
  projectId: idParamSchema.optional(),
  contactId: idParamSchema.optional(),
});
export type InvoiceListQuery = z.infer<typeof invoiceListQuerySchema>;

export const invoiceNumberParamsSchema = z.object({ number: z.string().min(1).max(40) });
