import { isoDateSchema } from '../lists/dates';
import {
  answerTextLimits,
  type FormAnswerValue,
  type FormProgress,
  type FormQuestionType,
  type FormResultStatus,
} from './form.schema';

/** What the rules need of a question. */
export type AnswerableQuestion = {
  id: number;
  type: FormQuestionType;
  required: boolean;
  options: string[] | null;
};

export type StoredAnswers = Partial<Record<string, FormAnswerValue>>;

/** Why an answer does not fit its question; the web words it (forms:invalid.<reason>). */
export const invalidAnswerReasons = {
  noAnswer: 'This is information only; it takes no answer',
  notText: 'Answer with text',
  tooLong: 'The answer is too long',
  notNumber: 'Answer with a number',
  notDate: 'Answer with a date (YYYY-MM-DD)',
  notYesNo: 'Answer yes or no',
  notAnOption: 'Pick one of the options',
  notOptions: 'Pick from the options',
} as const;
export type InvalidAnswerReason = keyof typeof invalidAnswerReasons;

export type AnswerCheck =
  { ok: true; value: FormAnswerValue } | { ok: false; reason: InvalidAnswerReason };

const valid = (value: FormAnswerValue): AnswerCheck => ({ ok: true, value });
const invalid = (reason: InvalidAnswerReason): AnswerCheck => ({ ok: false, reason });

const checkText = (value: FormAnswerValue, limit: number): AnswerCheck => {
  if (typeof value !== 'string') return invalid('notText');
  const text = value.trim();
  if (text.length > limit) return invalid('tooLong');
  return valid(text === '' ? null : text);
};

/** Picked options in the form's order, each once; none picked is no answer. */
const checkOptions = (value: FormAnswerValue, options: string[]): AnswerCheck => {
  if (!Array.isArray(value)) return invalid('notOptions');
  if (!value.every((option) => options.includes(option))) return invalid('notOptions');
  const picked = options.filter((option) => value.includes(option));
  return valid(picked.length === 0 ? null : picked);
};

/**
 * Checks one answer against its question type and gives it the shape that is stored: trimmed
 * text, and null for an empty answer (which clears it). null always clears.
 */
export const checkAnswer = (question: AnswerableQuestion, value: FormAnswerValue): AnswerCheck => {
  if (value === null) return valid(null);
  const options = question.options ?? [];
  switch (question.type) {
    case 'info':
      return invalid('noAnswer');
    case 'text':
      return checkText(value, answerTextLimits.text);
    case 'textarea':
      return checkText(value, answerTextLimits.textarea);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value)
        ? valid(value)
        : invalid('notNumber');
    case 'date':
      return typeof value === 'string' && isoDateSchema.safeParse(value).success
        ? valid(value)
        : invalid('notDate');
    case 'yes_no':
      return typeof value === 'boolean' ? valid(value) : invalid('notYesNo');
    case 'choice':
      return typeof value === 'string' && options.includes(value)
        ? valid(value)
        : invalid('notAnOption');
    case 'multi_choice':
      return checkOptions(value, options);
  }
};

export const isAnswered = (
  value: FormAnswerValue | undefined,
): value is NonNullable<FormAnswerValue> =>
  value !== undefined &&
  value !== null &&
  value !== '' &&
  !(Array.isArray(value) && value.length === 0);

/** Questions that take an answer: all but information texts. */
export const askableQuestions = <Q extends Pick<AnswerableQuestion, 'type'>>(questions: Q[]) =>
  questions.filter((question) => question.type !== 'info');

/** The required questions still without an answer, in the form's order. */
export const missingRequiredAnswers = (
  questions: AnswerableQuestion[],
  answers: StoredAnswers,
): number[] =>
  askableQuestions(questions)
    .filter((question) => question.required && !isAnswered(answers[String(question.id)]))
    .map((question) => question.id);

export const formProgress = (
  questions: AnswerableQuestion[],
  answers: StoredAnswers,
): FormProgress => {
  const askable = askableQuestions(questions);
  return {
    answered: askable.filter((question) => isAnswered(answers[String(question.id)])).length,
    total: askable.length,
  };
};

/** Saved answers with checked new ones laid over them; a cleared answer is dropped. */
export const mergeAnswers = (
  saved: StoredAnswers,
  checked: Record<string, FormAnswerValue>,
): Record<string, FormAnswerValue> => {
  const merged: Record<string, FormAnswerValue> = {};
  for (const [id, value] of Object.entries({ ...saved, ...checked })) {
    if (isAnswered(value)) merged[id] = value;
  }
  return merged;
};

export type SubmitCheck =
  | { ok: true }
  | { ok: false; code: 'FORM_ALREADY_SUBMITTED' }
  | { ok: false; code: 'SIGNATURE_REQUIRED' }
  | { ok: false; code: 'FORM_INCOMPLETE'; missing: number[] };

/** A form is handed in once: open, every required question answered, signed if it asks for it. */
export const canSubmitForm = (input: {
  status: FormResultStatus;
  requiresSignature: boolean;
  hasSignature: boolean;
  questions: AnswerableQuestion[];
  answers: StoredAnswers;
}): SubmitCheck => {
  if (input.status !== 'open') return { ok: false, code: 'FORM_ALREADY_SUBMITTED' };
  const missing = missingRequiredAnswers(input.questions, input.answers);
  if (missing.length > 0) return { ok: false, code: 'FORM_INCOMPLETE', missing };
  if (input.requiresSignature && !input.hasSignature) {
    return { ok: false, code: 'SIGNATURE_REQUIRED' };
  }
  return { ok: true };
};

/** The readable part of a form's URL: /forms/{id}/{slug}. */
export const formSlug = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '') || 'form';
