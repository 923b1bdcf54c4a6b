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
  /** Before tax, in cents of the tenant's currency. */
  netCents: z.number().int(),
  taxCents: z.number().int(),
  /** Including tax. */
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

/** GET /invoices/totals and /invoices/export: the list's filters without paging. */
export const invoiceFilterSchema = invoiceListQuerySchema.omit({ limit: true, page: true });
export type InvoiceFilter = z.infer<typeof invoiceFilterSchema>;

/** Count and amount per status for the list's filters (the status filter aside). */
export const invoiceTotalsSchema = z.object({
  items: z.array(
    z.object({
      status: invoiceStatusSchema,
      count: z.number().int(),
      totalCents: z.number().int(),
    }),
  ),
});
export type InvoiceTotals = z.infer<typeof invoiceTotalsSchema>;

/** GET /invoices/filters: which projects and contacts the list can be narrowed to. */
export const invoiceFilterOptionsQuerySchema = z.object({ companyId: idParamSchema.optional() });
export type InvoiceFilterOptionsQuery = z.infer<typeof invoiceFilterOptionsQuerySchema>;

/** The projects and contacts on the caller's invoices (of one company when it is named). */
export const invoiceFilterOptionsSchema = z.object({
  projects: z.array(z.object({ id: z.number().int(), number: z.string(), name: z.string() })),
  contacts: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type InvoiceFilterOptions = z.infer<typeof invoiceFilterOptionsSchema>;

export const invoiceNumberParamsSchema = z.object({ number: z.string().min(1).max(40) });

/** A file of an invoice: its own PDF (kind invoice, once released) or an attachment. */
export const invoiceDocumentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['invoice', 'attachment']),
  name: z.string(),
  contentType: z.string(),
  /** Signed, expiring link to the file. */
  fileUrl: z.string(),
});
export type InvoiceDocument = z.infer<typeof invoiceDocumentSchema>;

/** GET /companies/{id}/projects: what the office can invoice the company for. */
export const invoiceableProjectSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  name: z.string(),
  beginDate: z.string().nullable(),
  endDate: z.string().nullable(),
});
export type InvoiceableProject = z.infer<typeof invoiceableProjectSchema>;

/** GET /companies/{id}/invoiceContacts: whom at the company an invoice can be addressed to. */
export const invoiceContactSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
});
export type InvoiceContact = z.infer<typeof invoiceContactSchema>;
