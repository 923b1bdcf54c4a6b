import { z } from 'zod';
import { idListQuerySchema } from '../lists/dates';
import { findBestMethodSchema } from './find-best-person';

export const findBestMethodItemSchema = z.object({
  code: findBestMethodSchema,
  caption: z.string(),
  description: z.string(),
});

/** GET /projectCrewItems/{id}/bestPersons */
export const bestPersonsQuerySchema = z.object({
  method: findBestMethodSchema.default('balanced'),
  skillIds: idListQuerySchema,
  tagIds: idListQuerySchema,
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type BestPersonsQuery = z.infer<typeof bestPersonsQuerySchema>;

const reasonSchema = z.object({
  rule: z.enum(['function', 'skills', 'tags', 'distance', 'rating', 'membership']),
  points: z.number(),
  message: z.string(),
});

export const bestPersonSchema = z.object({
  personId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  city: z.string().nullable(),
  score: z.number(),
  reasons: z.array(reasonSchema),
});

export const bestPersonsSchema = z.object({
  projectCrewItemId: z.number().int(),
  method: findBestMethodSchema,
  items: z.array(bestPersonSchema),
  excluded: z.array(
    z.object({
      personId: z.number().int(),
      firstName: z.string(),
      lastName: z.string(),
      reason: z.string(),
    }),
  ),
});
export type BestPersons = z.infer<typeof bestPersonsSchema>;
