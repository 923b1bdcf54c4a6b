import { z } from 'zod';
import { isoDateOutputSchema, isoDateSchema } from '../lists/dates';
import { idSchema } from '../lists/ids';
import { listQuerySchema } from '../lists/paging';

/**
 * Where a person stands with a training: still to do (overdue once the due date passed), or
 * completed (expiring in its last 30 days of validity, expired after).
 */
export const trainingStatuses = ['to_do', 'overdue', 'completed', 'expiring', 'expired'] as const;
export const trainingStatusSchema = z.enum(trainingStatuses);
export type TrainingStatus = z.infer<typeof trainingStatusSchema>;

/** A course the office makes crew follow (GET /trainingCourses). */
export const trainingCourseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  /** How long a completion counts; null: for good. */
  validityMonths: z.number().int().nullable(),
  /** The training form (forms module) handed out with it. */
  formId: z.number().int().nullable(),
});
export type TrainingCourse = z.infer<typeof trainingCourseSchema>;

/** POST /trainingCourses. */
export const createTrainingCourseInputSchema = z.object({
  name: z.string().trim().min(1).max(200),
  description: z.string().trim().max(2000).nullable().default(null),
  validityMonths: z.number().int().min(1).max(120).nullable().default(null),
  formId: idSchema.nullable().default(null),
});
export type CreateTrainingCourseInput = z.infer<typeof createTrainingCourseInputSchema>;

/** One training a person must follow or has followed (GET /trainings). */
export const trainingSchema = z.object({
  id: z.number().int(),
  person: z.object({ id: z.number().int(), name: z.string() }),
  course: trainingCourseSchema,
  dueDate: isoDateOutputSchema.nullable(),
  completedOn: isoDateOutputSchema.nullable(),
  expiresOn: isoDateOutputSchema.nullable(),
  status: trainingStatusSchema,
  /** The form to fill for it, while open (its result id, as /forms/{id} takes it). */
  formToFill: z.object({ resultId: z.number().int(), slug: z.string() }).nullable(),
  /** The certificate or proof the office recorded with the completion. */
  documents: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type Training = z.infer<typeof trainingSchema>;

/** GET /trainings: mine, or with training READ for everyone, everyone's (filters). */
export const trainingListQuerySchema = listQuerySchema.extend({
  personId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  status: trainingStatusSchema.optional(),
});
export type TrainingListQuery = z.infer<typeof trainingListQuerySchema>;

/** POST /trainings: a person must follow a course (by a date). */
export const assignTrainingInputSchema = z.object({
  personId: idSchema,
  courseId: idSchema,
  dueDate: isoDateSchema.nullable().default(null),
});
export type AssignTrainingInput = z.infer<typeof assignTrainingInputSchema>;

/** POST /trainings/{id}: the office records the completion, with the person's certificate. */
export const completeTrainingInputSchema = z.object({
  completedOn: isoDateSchema,
  documentId: idSchema.nullable().default(null),
});
export type CompleteTrainingInput = z.infer<typeof completeTrainingInputSchema>;
