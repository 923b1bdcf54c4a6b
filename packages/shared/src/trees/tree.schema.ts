import { z } from 'zod';
import { isoDateOutputSchema, isoDateSchema } from '../lists/dates';
import { idSchema } from '../lists/ids';

/** Trees planted in one year: by the whole company, and of those for me. */
export const treeYearSchema = z.object({
  year: z.number().int(),
  company: z.number().int(),
  mine: z.number().int(),
});
export type TreeYear = z.infer<typeof treeYearSchema>;

/** GET /oneCrewOneTree: the forest so far, titled by the tenant setting when set. */
export const treeSummarySchema = z.object({
  title: z.string().nullable(),
  companyTotal: z.number().int(),
  mine: z.number().int(),
  /** Oldest year first, without gaps between the first and the last year. */
  perYear: z.array(treeYearSchema),
  /** My own trees, newest first. */
  myTrees: z.array(
    z.object({
      id: z.number().int(),
      plantedOn: isoDateOutputSchema,
      reason: z.string().nullable(),
    }),
  ),
  /** Whether I may assign trees (oneXOneTree CREATE). */
  canAssign: z.boolean(),
});
export type TreeSummary = z.infer<typeof treeSummarySchema>;

/** POST /oneXOneTree/assign: trees planted for a crew member's work. */
export const assignTreeInputSchema = z.object({
  personId: idSchema,
  count: z.number().int().min(1).max(100).default(1),
  plantedOn: isoDateSchema,
  reason: z.string().trim().max(200).nullable().default(null),
});
export type AssignTreeInput = z.infer<typeof assignTreeInputSchema>;

export const assignTreeResultSchema = z.object({ assigned: z.number().int() });
