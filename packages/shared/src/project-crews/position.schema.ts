import { z } from 'zod';
import { idSchema } from '../lists/ids';
import { isoDateSchema, timeSchema } from '../lists/dates';
import { positionTimeIssues } from '../projects/project-release';

/** A position ("PCI"): a function needed on a project crew. */
export const positionSchema = z.object({
  id: z.number().int(),
  projectCrewId: z.number().int(),
  projectId: z.number().int(),
  projectNumber: z.string(),
  functionId: z.number().int(),
  functionName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  amountOfRows: z.number().int(),
  catering: z.string().nullable(),
  crewInfoExternal: z.string().nullable(),
  /** Planners only; null for everyone else. */
  crewInfoInternal: z.string().nullable(),
  crewChief: z.boolean(),
  clientAdded: z.boolean(),
  spare: z.boolean(),
  chargeableHours: z.number().nullable(),
  openAsVacancy: z.boolean(),
  changedAt: z.string().nullable(),
  confirmedCount: z.number().int(),
  requestedCount: z.number().int(),
});
export type Position = z.infer<typeof positionSchema>;

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

/** Position fields shared by create, update and the positions of a new project. */
export const positionFieldsSchema = z.object({
  functionId: idSchema,
  startDate: isoDateSchema,
  endDate: isoDateSchema.optional(),
  // Optional in the shape so a missing time gets its own message, not a generic one.
  startTime: timeSchema.nullable().optional(),
  endTime: timeSchema.nullable().optional(),
  amountOfRows: z.number().int().min(1).max(500).default(1),
  catering: optionalText(100),
  crewInfoExternal: optionalText(4000),
  crewInfoInternal: optionalText(4000),
  crewChief: z.boolean().default(false),
  spare: z.boolean().default(false),
  chargeableHours: z.number().min(0).max(1000).nullable().optional(),
  openAsVacancy: z.boolean().default(false),
});

type TimeFields = { startTime?: string | null; endTime?: string | null };

/** Adds "no start or end time entered on the position" as field issues. */
export const requirePositionTimes = (value: TimeFields, context: z.RefinementCtx) => {
  for (const issue of positionTimeIssues([value])) {
    context.addIssue({ code: 'custom', message: issue.message, path: [issue.field] });
  }
};

export const createPositionInputSchema = positionFieldsSchema
  .extend({ projectCrewId: idSchema })
  .superRefine(requirePositionTimes);
export type CreatePositionInput = z.infer<typeof createPositionInputSchema>;

/**
 * POST /projectCrewItems/{id}/update: only the fields given change. No defaults here, or a
 * field left out (spare, crew chief, vacancy) would be reset to false.
 */
export const updatePositionInputSchema = positionFieldsSchema
  .extend({
    startTime: timeSchema,
    endTime: timeSchema,
    amountOfRows: z.number().int().min(1).max(500),
    crewChief: z.boolean(),
    spare: z.boolean(),
    openAsVacancy: z.boolean(),
    // Set by the server on create; a planner may correct it afterwards.
    clientAdded: z.boolean(),
  })
  .partial();
export type UpdatePositionInput = z.infer<typeof updatePositionInputSchema>;

/** POST /projectCrewItems/{id}/copy: into the same or another crew, on a new start date. */
export const copyPositionInputSchema = z.object({
  projectCrewId: idSchema.optional(),
  startDate: isoDateSchema.optional(),
  includePersons: z.boolean().default(false),
});
export type CopyPositionInput = z.infer<typeof copyPositionInputSchema>;

/** POST /projectCrewItems/{id}/copyPersons: the people of this position onto another one. */
export const copyPersonsInputSchema = z.object({
  targetProjectCrewItemId: idSchema,
});
export type CopyPersonsInput = z.infer<typeof copyPersonsInputSchema>;

export const copyCountSchema = z.object({ copied: z.number().int() });
