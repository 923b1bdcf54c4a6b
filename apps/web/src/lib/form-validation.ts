import {
  documentUploadLimits,
  missingChargeableHoursMessage,
  missingTimeMessage,
} from '@crewhub/shared';
import type { FormErrors } from '@mantine/form';
import type { z } from 'zod';
import { i18n } from './i18n';

type Issue = z.core.$ZodIssue;

/** Texts the shared release rules carry, by their (English) message. */
const specTexts: Record<string, 'messages.noStartOrEndTime' | 'messages.setChargeableHours'> = {
  [missingTimeMessage]: 'messages.noStartOrEndTime',
  [missingChargeableHoursMessage]: 'messages.setChargeableHours',
};

/** The UI-language text of a rule the shared code reports by its English message. */
export const ruleText = (message: string): string | undefined => {
  const key = specTexts[message];
  return key ? i18n.t(key) : undefined;
};

/** A zod issue of a shared schema in the UI language, through the `validation.*` texts. */
export const issueText = (issue: Issue): string => {
  const rule = ruleText(issue.message);
  if (rule) return rule;
  switch (issue.code) {
    case 'too_small': {
      const min = Number(issue.minimum);
      return min <= 1 ? i18n.t('validation.required') : i18n.t('validation.tooShort', { min });
    }
    case 'too_big':
      return i18n.t('validation.tooLong', { max: Number(issue.maximum) });
    case 'invalid_format':
      return i18n.t(issue.format === 'email' ? 'validation.email' : 'validation.invalid');
    case 'invalid_type':
      // Inputs hold text and empty choices become null: no value means nothing was entered.
      return i18n.t(issue.input == null ? 'validation.required' : 'validation.invalid');
    default:
      return i18n.t('validation.invalid');
  }
};

type IssueOptions = {
  /** The form's own text for an issue, e.g. a refinement only it can explain; else `issueText`. */
  ownText?: (issue: Issue) => string | undefined;
  /** The form field an issue path points at, where the schema nests what the form keeps flat. */
  fieldOf?: (path: string) => string;
};

/** Issues keyed by field path ("crews.0.name"), the first per field, as @mantine/form has them. */
export const issueErrors = (
  issues: readonly Issue[],
  { ownText, fieldOf = (path) => path }: IssueOptions = {},
): FormErrors => {
  const errors: FormErrors = {};
  for (const issue of issues) {
    const field = fieldOf(issue.path.map(String).join('.'));
    errors[field] ??= ownText?.(issue) ?? issueText(issue);
  }
  return errors;
};

/** The server's 400 issues ({ field: "body.crews.0.name" }) on the form's paths. */
export const serverErrors = (issues: readonly { field: string; message: string }[]): FormErrors => {
  const errors: FormErrors = {};
  for (const issue of issues) {
    errors[issue.field.replace(/^body\.?/, '')] ??= ruleText(issue.message) ?? issue.message;
  }
  return errors;
};

type ZodFormOptions<Values> = IssueOptions & {
  /** The inputs' values as the schema takes them (numbers, nulls); as they are by default. */
  toInput?: (values: Values) => unknown;
};

/**
 * `validate` and `transformValues` for @mantine/form's `useForm`: a shared schema checks the
 * values, and the submit handler gets its parsed output, exactly what the server checks again.
 */
export const zodForm = <Values, Schema extends z.ZodType>(
  schema: Schema,
  { toInput = (values) => values, ...issueOptions }: ZodFormOptions<Values> = {},
) => ({
  validate: (values: Values): FormErrors => {
    // The input tells an empty field ("required") from a wrong one ("invalid").
    const result = schema.safeParse(toInput(values), { reportInput: true });
    return result.success ? {} : issueErrors(result.error.issues, issueOptions);
  },
  // Only called once `validate` passed, so parsing cannot throw here.
  transformValues: (values: Values): z.output<Schema> => schema.parse(toInput(values)),
});

/** The largest file the server takes, in MB, for the texts that name it. */
export const uploadMaxMb = documentUploadLimits.maxBytes / 1024 / 1024;

/** A @mantine/form rule for a file to upload: one is picked and the server takes its size. */
export const uploadFileRule =
  (texts: { required: string; tooLarge: string }) =>
  (file: File | null): string | null => {
    if (!file) return texts.required;
    return file.size > documentUploadLimits.maxBytes ? texts.tooLarge : null;
  };
