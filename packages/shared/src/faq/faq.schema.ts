import { z } from 'zod';
import { loginTypeCodeSchema } from '../auth/login-types.schema';
import { supportedLanguages } from '../i18n/languages';
import { idParamSchema, idSchema } from '../lists/ids';
import { listQuerySchema } from '../lists/paging';
import { referenceItemSchema } from '../reference/reference.schema';

export const faqLanguageSchema = z.enum(supportedLanguages);

/** One tag: a single word, as the editor adds them by space or Enter. */
export const faqTagSchema = z.string().trim().min(1).max(40).regex(/^\S+$/, 'A tag is one word');

const uniqueList = <T extends z.ZodType>(item: T, max: number) =>
  z
    .array(item)
    .max(max)
    .refine((list) => new Set(list).size === list.length, 'Each entry only once');

/** POST /faq and POST /faq/{id}: the whole FAQ as the office edits it. */
export const faqInputSchema = z.object({
  /** A client company the FAQ is only for; null: every reader. */
  companyId: idSchema.nullable().default(null),
  categoryIds: uniqueList(idSchema, 20).default([]),
  /** Empty: every login type. */
  loginTypes: uniqueList(loginTypeCodeSchema, 6).default([]),
  tags: uniqueList(faqTagSchema, 20).default([]),
  question: z.string().trim().min(1, 'Enter the question').max(300),
  /** Markdown; rendered sanitised, raw HTML is never shown. */
  answer: z.string().trim().min(1, 'Enter the answer').max(20_000),
  language: faqLanguageSchema,
});
export type FaqInput = z.infer<typeof faqInputSchema>;

export const faqSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int().nullable(),
  companyName: z.string().nullable(),
  categories: z.array(referenceItemSchema),
  loginTypes: z.array(loginTypeCodeSchema),
  tags: z.array(z.string()),
  question: z.string(),
  answer: z.string(),
  language: faqLanguageSchema,
  updatedAt: z.string(),
});
export type Faq = z.infer<typeof faqSchema>;

/**
 * GET /faq. Readers get the FAQs for their login types, company and language (English when
 * none is in theirs), ranked by `q`; `view=editor` (faq EDIT) lists every FAQ to maintain.
 */
export const faqListQuerySchema = listQuerySchema.extend({
  q: z.string().trim().max(200).optional(),
  categoryId: idParamSchema.optional(),
  /** The reader's UI language; the login's language when absent. */
  language: faqLanguageSchema.optional(),
  view: z.enum(['reader', 'editor']).default('reader'),
});
export type FaqListQuery = z.infer<typeof faqListQuerySchema>;
