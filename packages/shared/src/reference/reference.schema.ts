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
