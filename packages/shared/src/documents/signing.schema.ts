import { z } from 'zod';
import { signatureDataUrlSchema } from '../crew-day/crew-day.schema';
import { idParamSchema } from '../lists/ids';
import { instantSchema } from '../time/date-schemas';
import { documentFileSchema, documentSchema } from './document.schema';
import { signatoryStatusCaptions } from './signing';

export const signatoryStatusCaptionSchema = z.enum(signatoryStatusCaptions);

export const documentSignatureSchema = z.object({
  n: z.number().int(),
  signed: z.boolean(),
  signedAt: instantSchema.nullable(),
});

export const documentSignatorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(['person', 'contact']),
  /** null: not released for signing yet. */
  statusCaption: signatoryStatusCaptionSchema.nullable(),
  order: z.number().int(),
  /** The caller is this signatory. */
  isMine: z.boolean(),
  /** The caller may sign for this signatory now. */
  canSignNow: z.boolean(),
  signatures: z.array(documentSignatureSchema),
});
export type DocumentSignatory = z.infer<typeof documentSignatorySchema>;

/** GET /documents/{id}/signing: the document with its signatories and the caller's flags. */
export const documentSigningSchema = z.object({
  document: documentSchema,
  /** The PDF with every signature given so far; null before the first signature. */
  signedFile: documentFileSchema.nullable(),
  signingApplies: z.boolean(),
  signOneByOne: z.boolean(),
  signatories: z.array(documentSignatorySchema),
  /** The caller's signatures in signing order; `position` is the n of POST …/sign/{n}. */
  signaturesToSign: z.array(
    documentSignatureSchema.extend({ position: z.number().int(), signatoryId: z.number().int() }),
  ),
  isReadyToSign: z.boolean(),
  isSigned: z.boolean(),
});
export type DocumentSigning = z.infer<typeof documentSigningSchema>;

/** GET /documentsToSign: the caller's documents that wait for their signature. */
export const documentToSignSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  typeName: z.string(),
  documentDate: z.string(),
  /** How many of the caller's signatures are still open. */
  openSignatures: z.number().int(),
});
export type DocumentToSign = z.infer<typeof documentToSignSchema>;

/** Form fields printed with a signature; more would not fit its block on the signature page. */
export const maxFormFields = 20;

/** Signing payload: the drawn signature, an optional rating and form fields. */
export const signDocumentInputSchema = z.object({
  signature: signatureDataUrlSchema,
  rating: z.number().int().min(1).max(5).nullish(),
  formFields: z
    .record(z.string().max(100), z.string().max(1000))
    .refine((fields) => Object.keys(fields).length <= maxFormFields, {
      message: `At most ${maxFormFields} form fields`,
    })
    .optional(),
});
export type SignDocumentInput = z.infer<typeof signDocumentInputSchema>;

export const signDocumentParamsSchema = z.object({ id: idParamSchema, n: idParamSchema });
