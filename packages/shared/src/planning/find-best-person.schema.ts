import { z } from 'zod';
import { idListQuerySchema } from '../lists/dates';

/** Ranking methods of GET /findBestMethods: which rule weighs most. */
export const findBestMethodSchema = z.enum(['balanced', 'nearest', 'bestRated', 'favourites']);
export type FindBestMethod = z.infer<typeof findBestMethodSchema>;

export const rankingRuleSchema = z.enum([
  'function',
  'skills',
  'tags',
  'distance',
  'rating',
  'membership',
  'workingTime',
]);
export type RankingRule = z.infer<typeof rankingRuleSchema>;

/** The app names and describes each method in the user's language, by its code. */
export const findBestMethodItemSchema = z.object({ code: findBestMethodSchema });

const count = z.number().int().min(0);

const reasonOf = <Code extends string, Params extends z.ZodRawShape>(code: Code, params: Params) =>
  z.object({
    rule: rankingRuleSchema,
    points: z.number(),
    code: z.literal(code),
    params: z.object(params),
  });

/**
 * Why a person scored what they did on one rule: a stable code with its parameters, which the
 * app turns into a sentence in the user's language ("Lives 12 km away").
 */
export const rankingReasonSchema = z
  .discriminatedUnion('code', [
    reasonOf('inFunction', {}),
    reasonOf('notInFunction', {}),
    reasonOf('skillsHeld', { held: count, asked: count }),
    reasonOf('tagsHeld', { held: count, asked: count }),
    reasonOf('distance', { km: count }),
    reasonOf('sameRegion', {}),
    reasonOf('distanceUnknown', {}),
    reasonOf('notRated', {}),
    reasonOf('rated', { average: z.number(), count }),
    reasonOf('favourite', {}),
    reasonOf('member', {}),
    // The first working-time rule confirming would break, with the hours over or short.
    reasonOf('restTooShort', { hours: z.number(), breaches: count }),
    reasonOf('weeklyMaximumExceeded', { hours: z.number(), breaches: count }),
    reasonOf('quotaExceeded', { hours: z.number(), breaches: count }),
  ])
  .describe('Points one rule gave, with a reason code and its parameters (translated by the app)');
export type RankingReason = z.infer<typeof rankingReasonSchema>;
export type RankingReasonCode = RankingReason['code'];

/** Why a person cannot be proposed at all, in the order the rules check it. */
export const exclusionReasonSchema = z
  .enum(['blockedInCrew', 'doubleBooked', 'blockedDate', 'onVacation'])
  .describe('Why the person is not available (a code the app translates)');
export type ExclusionReason = z.infer<typeof exclusionReasonSchema>;

/** GET /projectCrewItems/{id}/bestPersons */
export const bestPersonsQuerySchema = z.object({
  method: findBestMethodSchema.default('balanced'),
  skillIds: idListQuerySchema,
  tagIds: idListQuerySchema,
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type BestPersonsQuery = z.infer<typeof bestPersonsQuerySchema>;

export const bestPersonSchema = z.object({
  personId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  city: z.string().nullable(),
  score: z.number(),
  reasons: z.array(rankingReasonSchema),
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
      reason: exclusionReasonSchema,
    }),
  ),
});
export type BestPersons = z.infer<typeof bestPersonsSchema>;
