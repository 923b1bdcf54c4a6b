import { z } from 'zod';
import { idSchema } from '../lists/ids';
import { isoDateSchema } from '../lists/dates';

/** A project crew: one team on a project for one date or shift. */
export const projectCrewSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  projectNumber: z.string(),
  projectName: z.string(),
  name: z.string(),
  date: z.string(),
  shift: z.string(),
  locationId: z.number().int().nullable(),
  locationName: z.string().nullable(),
  crewChiefPersonId: z.number().int().nullable(),
  crewChiefName: z.string().nullable(),
  contactOnSiteName: z.string().nullable(),
  contactOnSitePhone: z.string().nullable(),
  contactOnSiteEmail: z.string().nullable(),
  positionCount: z.number().int(),
});
export type ProjectCrew = z.infer<typeof projectCrewSchema>;

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

export const createProjectCrewInputSchema = z.object({
  name: z.string().trim().min(1).max(200),
  date: isoDateSchema,
  shift: z.string().trim().min(1).max(50).default('day'),
  locationId: idSchema.nullable().optional(),
  crewChiefPersonId: idSchema.nullable().optional(),
  contactOnSiteName: optionalText(200),
  contactOnSitePhone: optionalText(50),
  contactOnSiteEmail: z.email().max(200).nullable().optional(),
});
export type CreateProjectCrewInput = z.infer<typeof createProjectCrewInputSchema>;

/**
 * POST /projectCrews/{id}: the fields given change, null clears an optional one. The shift has
 * no default here, or leaving it out would reset it to "day".
 */
export const updateProjectCrewInputSchema = createProjectCrewInputSchema
  .extend({ shift: z.string().trim().min(1).max(50) })
  .partial();
export type UpdateProjectCrewInput = z.infer<typeof updateProjectCrewInputSchema>;

/** POST /projectCrews/{id}/copy: the crew with its positions on another date. */
export const copyProjectCrewInputSchema = z.object({
  date: isoDateSchema,
  includePersons: z.boolean().default(false),
});
export type CopyProjectCrewInput = z.infer<typeof copyProjectCrewInputSchema>;
