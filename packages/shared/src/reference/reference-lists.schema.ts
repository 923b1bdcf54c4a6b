import { z } from 'zod';
import { supportedLanguages } from '../i18n/languages';
import { idParamSchema } from '../lists/ids';
import { listQuerySchema } from '../lists/paging';
import { personListQuerySchema } from '../people/person.schema';
import { crewItemStatuses } from '../planning/crew-item-status';
import { projectStates } from '../projects/project.schema';
import { invoiceStatuses } from '../invoices/invoice.schema';
import { documentStatuses } from '../documents/document.schema';
import { receiptStatuses } from '../receipts/receipt.schema';
import { payrollStatuses } from '../payrolls/payroll.schema';
import { vacationRequestStatuses } from '../availability/availability.schema';
import { trainingStatuses } from '../trainings/training.schema';
import { changeRequestStatuses } from '../profile/profile.schema';

/**
 * GET /statuses: every status the product shows, per kind of record. The same lists the rules
 * and database checks use, so the catalogue cannot drift from what is stored.
 */
export const statusCatalogue = {
  assignment: crewItemStatuses,
  project: projectStates,
  invoice: invoiceStatuses,
  document: documentStatuses,
  receipt: receiptStatuses,
  payroll: payrollStatuses,
  vacationRequest: vacationRequestStatuses,
  training: trainingStatuses,
  profileChange: changeRequestStatuses,
} as const;
export type StatusEntity = keyof typeof statusCatalogue;
export const statusEntities = Object.keys(statusCatalogue) as [StatusEntity, ...StatusEntity[]];
export const statusEntitySchema = z.enum(statusEntities);

export const statusListQuerySchema = listQuerySchema.extend({
  entity: statusEntitySchema.optional(),
});
export type StatusListQuery = z.infer<typeof statusListQuerySchema>;

export const statusItemSchema = z.object({ entity: statusEntitySchema, code: z.string() });
export type StatusItem = z.infer<typeof statusItemSchema>;

/** GET /templates: the companies' ready-made receipts, narrowed by company and receipt type. */
export const templateListQuerySchema = listQuerySchema.extend({
  companyId: idParamSchema.optional(),
  receiptTypeId: idParamSchema.optional(),
});
export type TemplateListQuery = z.infer<typeof templateListQuerySchema>;

export const templateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  company: z.object({ id: z.number().int(), name: z.string() }),
  receiptType: z.object({ id: z.number().int(), name: z.string() }),
});
export type Template = z.infer<typeof templateSchema>;

/** GET /status: what the signed-in app talks to, for support and the version screen. */
export const serviceStatusSchema = z.object({
  version: z.string(),
  commit: z.string(),
  builtAt: z.string(),
  serverTime: z.string(),
  database: z.literal('up'),
});
export type ServiceStatus = z.infer<typeof serviceStatusSchema>;

/** GET /tenant/companies: the names of the client companies, for pickers and filters. */
export const tenantCompanySchema = z.object({ id: z.number().int(), name: z.string() });
export type TenantCompany = z.infer<typeof tenantCompanySchema>;

/** The office's accounting record of a client: only with expand=account. */
export const companyAccountSchema = z.object({
  debtorNumber: z.string().nullable(),
  vatNumber: z.string().nullable(),
  invoiceEmail: z.string().nullable(),
  paymentTermDays: z.number().int(),
});
export type CompanyAccount = z.infer<typeof companyAccountSchema>;

/** GET /companies/{id}/settings: how the tenant works with this client. */
export const companySettingsSchema = z.object({
  companyId: z.number().int(),
  /** Language of the papers the client receives; null: the tenant's default. */
  documentLanguage: z.enum(supportedLanguages).nullable(),
  /** Invoices need the client's own reference (purchase order number). */
  clientReferenceRequired: z.boolean(),
  /** The client signs every delivery note before the crew leaves. */
  deliveryNoteSignatureRequired: z.boolean(),
  account: companyAccountSchema.nullable(),
});
export type CompanySettings = z.infer<typeof companySettingsSchema>;

export const companySettingsQuerySchema = z.object({
  /** account: add the accounting record (needs invoices READ). */
  expand: z.enum(['account']).optional(),
});
export type CompanySettingsQuery = z.infer<typeof companySettingsQuerySchema>;

/** The default payment term when the office has not recorded one for a client. */
export const defaultPaymentTermDays = 30;

/** The longest payment term the office may agree (the database checks the same bound). */
export const maxPaymentTermDays = 365;

const accountText = (max: number) => z.string().trim().min(1).max(max).nullable();

/**
 * POST /companies/{id}/settings: the office changes how it works with a client. Fields left
 * out keep their value; null clears an optional one (the invoice e-mail then falls back to the
 * company's address, the document language to the tenant's).
 */
export const companySettingsInputSchema = z
  .object({
    documentLanguage: z.enum(supportedLanguages).nullable(),
    clientReferenceRequired: z.boolean(),
    deliveryNoteSignatureRequired: z.boolean(),
    debtorNumber: accountText(50),
    vatNumber: accountText(30),
    invoiceEmail: z.email().max(320).nullable(),
    paymentTermDays: z.number().int().min(0).max(maxPaymentTermDays),
  })
  .partial();
export type CompanySettingsInput = z.infer<typeof companySettingsInputSchema>;

/** GET /contacts/{id}/valueStaff: crew the contact rated, best first. */
export const valueStaffItemSchema = z.object({
  personId: z.number().int(),
  name: z.string(),
  /** Mean of the contact's ratings in hundredths (1-5 stars: 100-500), so no fractions. */
  averageRatingHundredths: z.number().int().min(100).max(500),
  ratingCount: z.number().int().min(1),
  lastRatedAt: z.string(),
});
export type ValueStaffItem = z.infer<typeof valueStaffItemSchema>;

/** GET /personsClientRelated: people who worked on a client company's projects. */
export const personsClientRelatedQuerySchema = personListQuerySchema.extend({
  /** The company; clients may leave it out (their own), everyone else must name one. */
  companyId: idParamSchema.optional(),
});
export type PersonsClientRelatedQuery = z.infer<typeof personsClientRelatedQuerySchema>;
