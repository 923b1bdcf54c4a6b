import { z } from 'zod';
import { idParamSchema, idSchema } from '../lists/ids';
import { isoDateOutputSchema, isoDateSchema } from '../lists/dates';
import { listQuerySchema } from '../lists/paging';
import { instantSchema } from '../time/date-schemas';

/** LOG records what happened; the TODO types are tasks with a due date. */
export const activityTypeCodes = ['LOG', 'TODO_INT', 'TODO_PAYROLL_ITEM'] as const;
export const activityTypeSchema = z.enum(activityTypeCodes);
export type ActivityType = z.infer<typeof activityTypeSchema>;

export const isTodoType = (type: ActivityType): boolean => type !== 'LOG';

/** What an activity can be attached to; a to-do without a subject stands on its own. */
export const activitySubjectTypes = [
  'project',
  'project_crew',
  'project_crew_item',
  'project_crew_item_status',
  'person',
  'payroll',
  'payroll_item',
  'receipt',
  'invoice',
] as const;
export const activitySubjectTypeSchema = z.enum(activitySubjectTypes);
export type ActivitySubjectType = z.infer<typeof activitySubjectTypeSchema>;

/** Highest first: 1 is urgent (payroll feedback tasks are created with priority 1). */
export const activityPriorities = [1, 2, 3] as const;

/**
 * A due date as the activity payload writes it (DD.MM.YYYY) or as ISO (YYYY-MM-DD), as ISO; null
 * when it is neither.
 */
export const isoDueDate = (value: string | null | undefined): string | null => {
  if (!value) return null;
  const dotted = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value.trim());
  if (dotted) return `${dotted[3]}-${dotted[2]}-${dotted[1]}`;
  return /^\d{4}-\d{2}-\d{2}$/.test(value.trim()) ? value.trim() : null;
};

/** Accepts both due date spellings and checks the day is real. */
const dueDateInputSchema = z
  .string()
  .transform((value, context) => {
    const iso = isoDueDate(value);
    if (iso === null) {
      context.addIssue({ code: 'custom', message: 'Use the format DD.MM.YYYY or YYYY-MM-DD' });
      return z.NEVER;
    }
    return iso;
  })
  .pipe(isoDateSchema);

const partySchema = z.object({ id: z.number().int(), name: z.string() });

export const activitySchema = z.object({
  id: z.number().int(),
  caption: z.string(),
  body: z.string().nullable(),
  type: activityTypeSchema,
  category: z.string().nullable(),
  personParty: partySchema.nullable(),
  subjectType: activitySubjectTypeSchema.nullable(),
  subjectId: z.number().int().nullable(),
  dueDate: isoDateOutputSchema.nullable(),
  priority: z.number().int().nullable(),
  /** The login the to-do is for; null means anyone in planning. */
  recipient: partySchema.nullable(),
  createdBy: partySchema.nullable(),
  done: z.boolean(),
  doneAt: instantSchema.nullable(),
  createdAt: instantSchema,
});
export type Activity = z.infer<typeof activitySchema>;

const booleanQuerySchema = z.enum(['true', 'false']).transform((value) => value === 'true');

export const activityListQuerySchema = listQuerySchema.extend({
  /** Due dates from/to (both included); to-dos without a due date are left out when set. */
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  type: activityTypeSchema.optional(),
  subjectType: activitySubjectTypeSchema.optional(),
  subjectId: idParamSchema.optional(),
  /** Only to-dos for me (recipient) or that I created. */
  mine: booleanQuerySchema.optional(),
  done: booleanQuerySchema.optional(),
});
export type ActivityListQuery = z.infer<typeof activityListQuerySchema>;

const captionSchema = z.string().trim().min(1).max(200);
const bodySchema = z.string().trim().max(5000).nullable();
const prioritySchema = z.number().int().min(1).max(activityPriorities.length).nullable();

/** The activity payload without its subject. */
const activityPayloadSchema = z.object({
  caption: captionSchema,
  body: bodySchema.optional(),
  type: activityTypeSchema.default('TODO_INT'),
  category: z.string().trim().max(100).nullable().optional(),
  personParty: idSchema.nullable().optional(),
  parameters: z
    .object({
      dueDate: dueDateInputSchema.nullable().optional(),
      priority: prioritySchema.optional(),
      /** A login id of the tenant. */
      recipient: idSchema.nullable().optional(),
    })
    .default({}),
});

/** Every to-do has a due date; a log entry does not need one. */
const needsDueDate = (input: z.infer<typeof activityPayloadSchema>) =>
  input.type === 'LOG' || input.parameters.dueDate != null;
const dueDateIssue = { message: 'A to-do needs a due date', path: ['parameters', 'dueDate'] };

/** POST /activities: the activity payload. */
export const createActivityInputSchema = activityPayloadSchema
  .extend({
    subjectType: activitySubjectTypeSchema.nullable().optional(),
    subjectId: idSchema.nullable().optional(),
  })
  .refine((input) => (input.subjectType == null) === (input.subjectId == null), {
    message: 'Give subjectType and subjectId together',
    path: ['subjectId'],
  })
  .refine(needsDueDate, dueDateIssue);
export type CreateActivityInput = z.infer<typeof createActivityInputSchema>;

/** POST /projects/{number}/activities, /projectCrewItems/{id}/activities: the path is the subject. */
export const subjectActivityInputSchema = activityPayloadSchema.refine(needsDueDate, dueDateIssue);
export type SubjectActivityInput = z.infer<typeof subjectActivityInputSchema>;

/** POST /activities/{id}: change a to-do or tick it off. */
export const updateActivityInputSchema = z.object({
  caption: captionSchema.optional(),
  body: bodySchema.optional(),
  dueDate: dueDateInputSchema.optional(),
  priority: prioritySchema.optional(),
  recipient: idSchema.nullable().optional(),
  done: z.boolean().optional(),
});
export type UpdateActivityInput = z.infer<typeof updateActivityInputSchema>;

export const activityTypeInfoSchema = z.object({
  code: activityTypeSchema,
  caption: z.string(),
  todo: z.boolean(),
});
export type ActivityTypeInfo = z.infer<typeof activityTypeInfoSchema>;
