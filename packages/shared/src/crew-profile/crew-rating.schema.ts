import { z } from 'zod';
import { idParamSchema, idSchema } from '../lists/ids';
import { contactCardSchema } from '../crew-day/contact-card';
import { instantSchema } from '../time/date-schemas';

export const crewRatingTypeSchema = z.object({ id: z.number().int(), name: z.string() });
export type CrewRatingType = z.infer<typeof crewRatingTypeSchema>;

/** A rating the caller gave a crew member for one job: a score and a comment. */
export const crewRatingSchema = z.object({
  id: z.number().int(),
  assignmentId: z.number().int().nullable(),
  personId: z.number().int(),
  ratingTypeId: z.number().int().nullable(),
  value: z.number().int().min(1).max(5),
  comment: z.string().nullable(),
  createdAt: instantSchema,
});
export type CrewRating = z.infer<typeof crewRatingSchema>;

export const crewRatingListQuerySchema = z.object({
  projectCrewId: idParamSchema.optional(),
  personId: idParamSchema.optional(),
});
export type CrewRatingListQuery = z.infer<typeof crewRatingListQuerySchema>;

export const saveCrewRatingInputSchema = z.object({
  assignmentId: idSchema,
  ratingTypeId: idSchema.nullish(),
  value: z.number().int().min(1).max(5),
  comment: z.string().trim().max(2000).nullish(),
});
export type SaveCrewRatingInput = z.infer<typeof saveCrewRatingInputSchema>;

/** What anyone may see (the /public/crew-profile page): no phone, e-mail or address. */
export const publicCrewProfileSchema = z.object({
  personId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  functions: z.array(z.string()),
  pictureUrl: z.string().nullable(),
  ratingAverage: z.number().nullable(),
  ratingCount: z.number().int(),
});
export type PublicCrewProfile = z.infer<typeof publicCrewProfileSchema>;

/** The logged-in profile adds contact details for callers with crewProfile CONTACT. */
export const crewProfileSchema = publicCrewProfileSchema.extend({
  contact: contactCardSchema.nullable(),
  /** Whether /public/crew-profile/{personId} is open; only the person switches it. */
  publicProfile: z.boolean(),
});
export type CrewProfile = z.infer<typeof crewProfileSchema>;

export const personParamsSchema = z.object({ personId: idParamSchema });

/** POST /persons/{id}/profileAccess: the person opens or closes their public profile. */
export const profileAccessInputSchema = z.object({ publicProfile: z.boolean() });
export type ProfileAccessInput = z.infer<typeof profileAccessInputSchema>;

export const profileAccessSchema = z.object({
  personId: z.number().int(),
  publicProfile: z.boolean(),
});
export type ProfileAccess = z.infer<typeof profileAccessSchema>;
