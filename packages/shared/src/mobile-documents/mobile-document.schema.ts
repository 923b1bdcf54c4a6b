import { z } from 'zod';
import { loginTypeCodeSchema } from '../auth/login-types.schema';
import { isoDateOutputSchema, isoDateSchema } from '../lists/dates';
import { idParamSchema } from '../lists/ids';
import { listQuerySchema } from '../lists/paging';
import { documentFileSchema } from '../documents/document.schema';

/**
 * The tabs of /mobileDocuments: the company's own papers (handbook, safety rules), rate
 * agreements, and the documents that go with a rate card.
 */
export const mobileDocumentKinds = ['company', 'rate_agreement', 'rate_card'] as const;
export const mobileDocumentKindSchema = z.enum(mobileDocumentKinds);
export type MobileDocumentKind = z.infer<typeof mobileDocumentKindSchema>;

/** GET /mobileDocuments and GET /rateCards/{id}/documents. */
export const mobileDocumentSchema = z.object({
  id: z.number().int(),
  kind: mobileDocumentKindSchema,
  name: z.string(),
  description: z.string().nullable(),
  publishedOn: isoDateOutputSchema,
  /** The client the agreement is with; null: for everybody. */
  company: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  rateCardId: z.number().int().nullable(),
  /** A signed, expiring link to the file. */
  file: documentFileSchema,
});
export type MobileDocument = z.infer<typeof mobileDocumentSchema>;

export const mobileDocumentListQuerySchema = listQuerySchema.extend({
  kind: mobileDocumentKindSchema.optional(),
});
export type MobileDocumentListQuery = z.infer<typeof mobileDocumentListQuerySchema>;

/**
 * POST /mobileDocuments, the multipart text fields before "file": login types comma-separated
 * (none: everybody), a client for a rate agreement, the rate card for its documents.
 */
export const uploadMobileDocumentFieldsSchema = z.object({
  kind: mobileDocumentKindSchema,
  name: z.string().trim().min(1).max(200),
  description: z.string().trim().max(2000).optional(),
  loginTypes: z
    .string()
    .optional()
    .transform((text) => (text ? text.split(',').map((code) => code.trim()) : []))
    .pipe(z.array(loginTypeCodeSchema)),
  companyId: idParamSchema.optional(),
  rateCardId: idParamSchema.optional(),
  publishedOn: isoDateSchema.optional(),
});
export type UploadMobileDocumentFields = z.infer<typeof uploadMobileDocumentFieldsSchema>;
