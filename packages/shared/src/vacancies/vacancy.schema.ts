import { z } from 'zod';
import { locationSummarySchema, projectRefSchema, shiftTimesShape } from '../jobs/job.schema';
import { listQuerySchema } from '../lists/paging';
import { crewItemStatusSchema } from '../planning/crew-item-status';
import { instantSchema } from '../time/date-schemas';
import { vacancyIneligibilityReasons } from './vacancy-eligibility';

/** An open position (openAsVacancy) the logged-in person may apply for. */
export const vacancySchema = z.object({
  projectCrewItemId: z.number().int(),
  projectCrewId: z.number().int(),
  project: projectRefSchema,
  crewName: z.string(),
  functionId: z.number().int(),
  functionName: z.string(),
  ...shiftTimesShape,
  location: locationSummarySchema.nullable(),
  crewInfo: z.string().nullable(),
  /** Rows not yet taken by requested, confirmed or spare people. */
  openRows: z.number().int(),
  applied: z.boolean(),
  /** The person's assignment when they applied (for unapply / remove application). */
  assignmentId: z.number().int().nullable(),
});
export type Vacancy = z.infer<typeof vacancySchema>;

export const vacancyListQuerySchema = listQuerySchema;

export const vacancyApplicationResultSchema = z.object({
  projectCrewItemId: z.number().int(),
  applied: z.boolean(),
  assignmentId: z.number().int().nullable(),
});
export type VacancyApplicationResult = z.infer<typeof vacancyApplicationResultSchema>;

/** Why the server refused an application (409 VACANCY_NOT_ELIGIBLE lists them in issues). */
export const vacancyIneligibilitySchema = z.enum(vacancyIneligibilityReasons);

/** What the planner sees on a position: who applied. */
export const vacancyApplicationSchema = z.object({
  assignmentId: z.number().int(),
  personId: z.number().int(),
  name: z.string(),
  status: crewItemStatusSchema,
  appliedAt: instantSchema,
});
export type VacancyApplication = z.infer<typeof vacancyApplicationSchema>;
