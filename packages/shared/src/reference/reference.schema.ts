import { z } from 'zod';
import { idParamSchema } from '../lists/ids';
import { listQuerySchema } from '../lists/paging';

/** A named reference row: region, crew tag, document-based skill. */
export const referenceItemSchema = z.object({ id: z.number().int(), name: z.string() });
export type ReferenceItem = z.infer<typeof referenceItemSchema>;

export const functionSchema = referenceItemSchema.extend({
  spare: z.boolean(),
  color: z.string().nullable(),
});
export type JobFunction = z.infer<typeof functionSchema>;

export const skillSchema = referenceItemSchema.extend({ validUntil: z.string().nullable() });

/** crewFunctions, crewTags, documentBasedSkills: the whole list, or one person's. */
export const crewReferenceQuerySchema = listQuerySchema.extend({
  personId: idParamSchema.optional(),
});
export type CrewReferenceQuery = z.infer<typeof crewReferenceQuerySchema>;

/**
 * GET /rateCards: a client's hourly prices per function. Without a company it is the tenant's
 * general price list, usable on any project; with one, only on that company's projects.
 */
export const rateCardSchema = referenceItemSchema.extend({
  companyId: z.number().int().nullable(),
  companyName: z.string().nullable(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  currency: z.string(),
});
export type RateCard = z.infer<typeof rateCardSchema>;

/** GET /rateCards/{id}/items: the hourly rate of one function. */
export const rateCardItemSchema = z.object({
  id: z.number().int(),
  functionId: z.number().int(),
  functionName: z.string(),
  hourlyRateCents: z.number().int(),
});
export type RateCardItem = z.infer<typeof rateCardItemSchema>;

/** GET /taxTypes: a tax rate invoice lines use, in basis points (2100 is 21 %). */
export const taxTypeSchema = referenceItemSchema.extend({
  rateBasisPoints: z.number().int().min(0).max(10_000),
});
export type TaxType = z.infer<typeof taxTypeSchema>;

/** GET /countries and /nationalities: ISO 3166-1 alpha-2 codes, named in the asked language. */
export const countrySchema = z.object({ code: z.string().length(2), name: z.string() });
export type Country = z.infer<typeof countrySchema>;

export const countryListQuerySchema = listQuerySchema.extend({
  /** The language of the names; unknown or absent: the caller's login language. */
  language: z.string().trim().max(10).optional(),
  q: z.string().trim().max(100).optional(),
});
export type CountryListQuery = z.infer<typeof countryListQuerySchema>;
