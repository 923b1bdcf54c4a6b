import { z } from 'zod';
import { idSchema } from '../lists/ids';
import { isoDateSchema } from '../lists/dates';
import { positionFieldsSchema } from '../project-crews/position.schema';
import { projectReleaseIssues } from './project-release';
import { projectStateSchema } from './project.schema';

const optionalText = (max = 500) => z.string().trim().max(max).nullable().optional();
const optionalId = idSchema.nullable().optional();

/** Fields a planner (or a client, for a draft) fills in on a project. */
const projectFieldsSchema = z.object({
  name: z.string().trim().min(1).max(200),
  companyId: optionalId,
  clientMark: optionalText(100),
  contactId: optionalId,
  reference: optionalText(200),
  beginDate: isoDateSchema.nullable().optional(),
  endDate: isoDateSchema.nullable().optional(),
  locationId: optionalId,
  crewChiefPersonId: optionalId,
  projectManagerPersonId: optionalId,
  comment: optionalText(4000),
  branchId: optionalId,
  defaultCateringTypeId: optionalId,
  /** The project company's own rate card or a general one. */
  rateCardId: optionalId,
  /** The hourly price charged to the client, in cents. */
  rateCents: z.number().int().min(0).max(10_000_000).nullable().optional(),
  projectType: optionalText(100),
  state: projectStateSchema.optional(),
});

const endNotBeforeBegin = (value: { beginDate?: string | null; endDate?: string | null }) =>
  !value.beginDate || !value.endDate || value.endDate >= value.beginDate;
const endDateIssue = { message: 'The end date lies before the begin date', path: ['endDate'] };

/** A crew given with a new project, with its positions (time checks in projectReleaseIssues). */
export const projectCrewDraftSchema = z.object({
  name: z.string().trim().min(1).max(200),
  date: isoDateSchema,
  shift: z.string().trim().min(1).max(50).default('day'),
  locationId: optionalId,
  crewChiefPersonId: optionalId,
  positions: z
    .array(positionFieldsSchema.partial({ startDate: true }))
    .max(200)
    .default([]),
});
export type ProjectCrewDraft = z.infer<typeof projectCrewDraftSchema>;

export const createProjectInputSchema = projectFieldsSchema
  .extend({
    /** Left out: the next free P-{year}-{nnn}. */
    number: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{1,40}$/, 'Letters, digits and dashes only')
      .optional(),
    crews: z.array(projectCrewDraftSchema).max(100).default([]),
  })
  .refine(endNotBeforeBegin, endDateIssue)
  .superRefine((project, context) => {
    // reported on each position's field.
    project.crews.forEach((crew, crewIndex) => {
      for (const issue of projectReleaseIssues(crew.positions, project.state)) {
        context.addIssue({
          code: 'custom',
          message: issue.message,
          path: ['crews', crewIndex, 'positions', issue.index, issue.field],
        });
      }
    });
  });
export type CreateProjectInput = z.infer<typeof createProjectInputSchema>;

export const updateProjectInputSchema = projectFieldsSchema
  .partial()
  .extend({ closed: z.boolean().optional() })
  .refine(endNotBeforeBegin, endDateIssue);
export type UpdateProjectInput = z.infer<typeof updateProjectInputSchema>;

/** POST /projects/{number}/copy: a deep copy moved so that it begins on `beginDate`. */
export const copyProjectInputSchema = z.object({
  beginDate: isoDateSchema,
  name: z.string().trim().min(1).max(200).optional(),
  number: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{1,40}$/)
    .optional(),
  includeCrews: z.boolean().default(true),
  includePersons: z.boolean().default(false),
});
export type CopyProjectInput = z.infer<typeof copyProjectInputSchema>;

/** POST /projects/{number}/password: set a chosen password or generate one. */
export const setProjectPasswordInputSchema = z.object({
  password: z.string().min(8).max(100).optional(),
  /** The last day guests may log in; null or left out: until the planner revokes access. */
  expiresOn: isoDateSchema.nullable().optional(),
});
export type SetProjectPasswordInput = z.infer<typeof setProjectPasswordInputSchema>;

/** POST /projects/{number}/guestExpiry: move or clear the guests' last day, same password. */
export const setProjectGuestExpiryInputSchema = z.object({
  /** The last day guests may log in; null: until the planner revokes access. */
  expiresOn: isoDateSchema.nullable(),
});
export type SetProjectGuestExpiryInput = z.infer<typeof setProjectGuestExpiryInputSchema>;
