import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

type Problem =
  | { key: 'required' | 'email' | 'invalid' | 'passwordsDiffer' }
  | { key: 'tooShort'; min: number }
  | { key: 'tooLong'; max: number };

/** Turns a zod issue from the shared schemas into a translatable problem. */
export const problemOf = (issue: z.core.$ZodIssue): Problem => {
  if (issue.code === 'too_small') {
    const min = Number(issue.minimum);
    return min <= 1 ? { key: 'required' } : { key: 'tooShort', min };
  }
  if (issue.code === 'too_big') return { key: 'tooLong', max: Number(issue.maximum) };
  if (issue.code === 'invalid_format' && issue.format === 'email') return { key: 'email' };
  return { key: 'invalid' };
};

/** Minimal controlled-form state that validates with the shared zod schemas. */
export const useForm = <T extends Record<string, string>>(initial: T) => {
  const { t } = useTranslation();
  const [values, setValues] = useState<T>(initial);
  const [problems, setProblems] = useState<Partial<Record<keyof T, Problem>>>({});

  const setProblem = (name: keyof T, problem: Problem | undefined) =>
    setProblems((current) => ({ ...current, [name]: problem }));

  const field = (name: keyof T) => {
    const problem: Problem | undefined = problems[name];
    return {
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        const { value } = event.currentTarget;
        setValues((current) => ({ ...current, [name]: value }));
        setProblem(name, undefined);
      },
      error: problem ? t(`validation.${problem.key}`, problem) : undefined,
    };
  };

  /** Validates `input` (the form values by default); shows problems and returns the parsed data. */
  const validate = <S extends z.ZodType>(schema: S, input: unknown = values): z.infer<S> | null => {
    const result = schema.safeParse(input);
    if (result.success) return result.data;
    const found: Partial<Record<keyof T, Problem>> = {};
    for (const issue of result.error.issues) {
      const name = String(issue.path[0] ?? '') as keyof T;
      found[name] ??= problemOf(issue);
    }
    setProblems(found);
    return null;
  };

  return { values, setValues, field, validate, setProblem };
};
