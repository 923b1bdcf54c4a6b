import { z } from 'zod';
import { signatureDataUrlSchema } from '../crew-day/crew-day.schema';
import { documentFileSchema } from '../documents/document.schema';
import { isoDateOutputSchema } from '../lists/dates';
import { idSchema } from '../lists/ids';
import { instantSchema } from '../time/date-schemas';

/** general: asked of crew (intake, feedback); training: part of a training; security_check: on site. */
export const formKinds = ['general', 'training', 'security_check'] as const;
export const formKindSchema = z.enum(formKinds);
export type FormKind = z.infer<typeof formKindSchema>;

export const formQuestionTypes = [
  'info',
  'text',
  'textarea',
  'number',
  'date',
  'yes_no',
  'choice',
  'multi_choice',
] as const;
export const formQuestionTypeSchema = z.enum(formQuestionTypes);
export type FormQuestionType = z.infer<typeof formQuestionTypeSchema>;

export const formResultStatuses = ['open', 'submitted'] as const;
export const formResultStatusSchema = z.enum(formResultStatuses);
export type FormResultStatus = z.infer<typeof formResultStatusSchema>;

/** Longest answers: a text line, a textarea, one picked option. */
export const answerTextLimits = { text: 200, textarea: 4000, option: 200 } as const;

/** One answer as stored and sent: its shape depends on the question type (form-answers.ts). */
export const formAnswerValueSchema = z.union([
  z.string().max(answerTextLimits.textarea),
  z.number().finite(),
  z.boolean(),
  z.array(z.string().max(answerTextLimits.option)).max(50),
  z.null(),
]);
export type FormAnswerValue = z.infer<typeof formAnswerValueSchema>;

/** Answers by question id (the id as text, as JSON object keys are). */
export const formAnswersSchema = z
  .record(z.string().regex(/^[1-9]\d{0,9}$/, 'A question id'), formAnswerValueSchema)
  .refine((answers) => Object.keys(answers).length <= 300, 'At most 300 answers at once');
export type FormAnswers = z.infer<typeof formAnswersSchema>;

export const formQuestionSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  type: formQuestionTypeSchema,
  label: z.string(),
  help: z.string().nullable(),
  required: z.boolean(),
  /** The answers to pick from (choice, multi_choice); empty for other types. */
  options: z.array(z.string()),
  /** A file shown with the question, behind a signed URL. */
  attachment: documentFileSchema.nullable(),
});
export type FormQuestion = z.infer<typeof formQuestionSchema>;

export const formProgressSchema = z.object({
  answered: z.number().int(),
  /** Questions that take an answer (info texts do not). */
  total: z.number().int(),
});
export type FormProgress = z.infer<typeof formProgressSchema>;

/** GET /forms/perform/{id}: one person's filling of a form, with everything to show it. */
export const formPerformSchema = z.object({
  id: z.number().int(),
  status: formResultStatusSchema,
  dueDate: isoDateOutputSchema.nullable(),
  submittedAt: instantSchema.nullable(),
  /** Whether a signature was given (on submit). */
  signed: z.boolean(),
  /** The URL segment after the id: /forms/{id}/{slug}/{questionId}. */
  slug: z.string(),
  form: z.object({
    id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    kind: formKindSchema,
    requiresSignature: z.boolean(),
  }),
  questions: z.array(formQuestionSchema),
  answers: z.record(z.string(), formAnswerValueSchema),
  progress: formProgressSchema,
});
export type FormPerform = z.infer<typeof formPerformSchema>;

/** A form the person still has to fill: persons' formsPerform lists and the home block. */
export const formToFillSchema = z.object({
  resultId: z.number().int(),
  formId: z.number().int(),
  name: z.string(),
  slug: z.string(),
  kind: formKindSchema,
  dueDate: isoDateOutputSchema.nullable(),
  answered: z.number().int(),
  total: z.number().int(),
});
export type FormToFill = z.infer<typeof formToFillSchema>;

/** GET /forms/{id}/documents: the files attached to the form's questions. */
export const formDocumentSchema = z.object({
  questionId: z.number().int(),
  name: z.string(),
  file: documentFileSchema,
});
export type FormDocument = z.infer<typeof formDocumentSchema>;

/** POST /formResults/perform: start an active form for oneself (or get the open one). */
export const startFormInputSchema = z.object({ formId: idSchema });
export type StartFormInput = z.infer<typeof startFormInputSchema>;

/**
 * POST /formResults/perform/{id}: answers saved as the person goes (null clears one); with
 * `submit` the form is checked complete, signed when it asks for it, and handed in.
 */
export const saveFormAnswersInputSchema = z.object({
  answers: formAnswersSchema.default({}),
  submit: z.boolean().optional(),
  signature: signatureDataUrlSchema.optional(),
});
export type SaveFormAnswersInput = z.infer<typeof saveFormAnswersInputSchema>;
