import { z } from 'zod';
import { isoDateSchema } from '../lists/dates';
import { idParamSchema } from '../lists/ids';

/** Where a document is listed: project documents, crew's social security papers, crew's own. */
export const documentCategories = [
  'general',
  'social_security',
  'crew_member',
  'calculation',
] as const;
export const documentCategorySchema = z.enum(documentCategories);
export type DocumentCategory = z.infer<typeof documentCategorySchema>;

/** Uploads await approval; generated documents are approved at once. */
export const documentStatuses = ['pending', 'approved', 'rejected'] as const;
export const documentStatusSchema = z.enum(documentStatuses);
export type DocumentStatus = z.infer<typeof documentStatusSchema>;

const parametersSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]));

/** GET /documentTypes. */
export const documentTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: documentCategorySchema,
  parameters: parametersSchema.nullable(),
  allowsSignatories: z.boolean(),
});
export type DocumentTypeItem = z.infer<typeof documentTypeSchema>;

/** A stored file behind a signed, expiring URL. */
export const documentFileSchema = z.object({
  filename: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  url: z.string(),
});

/** GET /documents/{id} and the document lists. */
export const documentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  typeId: z.number().int(),
  typeName: z.string(),
  category: documentCategorySchema,
  projectId: z.number().int().nullable(),
  projectNumber: z.string().nullable(),
  personId: z.number().int().nullable(),
  personName: z.string().nullable(),
  companyId: z.number().int().nullable(),
  documentDate: z.string(),
  status: documentStatusSchema,
  file: documentFileSchema.nullable(),
  createdAt: z.string(),
});
export type DocumentItem = z.infer<typeof documentSchema>;

/** Project uploads (POST /projects/{number}/documents): what users may send, and how much. */
export const documentUploadLimits = {
  maxBytes: 10 * 1024 * 1024,
  contentTypes: [
    'application/pdf',
    'image/jpeg',
    'image/png',
    'image/webp',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ] as const,
  /** For the file picker's accept attribute. */
  extensions: ['.pdf', '.jpg', '.jpeg', '.png', '.webp', '.docx', '.xlsx'] as const,
};
export type DocumentContentType = (typeof documentUploadLimits.contentTypes)[number];

/** Categories a project upload may use; person documents belong to the person, not the project. */
export const projectDocumentCategories = ['general', 'calculation'] as const;

/** The multipart fields sent before the file (form fields arrive as text). */
export const uploadDocumentFieldsSchema = z.object({
  typeId: idParamSchema,
  name: z.string().trim().min(1).max(200).optional(),
  documentDate: isoDateSchema.optional(),
});
export type UploadDocumentFields = z.infer<typeof uploadDocumentFieldsSchema>;

/** One time someone other than the person opened one of the person's papers (office log). */
export const documentDownloadSchema = z.object({
  documentId: z.number().int(),
  documentName: z.string(),
  /** The e-mail of the login, or the guest login (`project:<number>`). */
  downloadedBy: z.string(),
  downloadedAt: z.string(),
});
export type DocumentDownload = z.infer<typeof documentDownloadSchema>;
