import {
  missingChargeableHoursMessage,
  missingTimeMessage,
  projectReleaseIssues,
  type ProjectState,
  type ReleasePosition,
} from '@crewhub/shared';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { problemOf } from '@/lib/use-form';

type ProblemKey =
  | 'common:messages.noStartOrEndTime'
  | 'common:messages.setChargeableHours'
  | 'projects:form.endBeforeBegin'
  | `common:validation.${ReturnType<typeof problemOf>['key']}`;

/** What to say under a field: a translation key with its values, or the server's own text. */
export type FieldProblem =
  { key: ProblemKey; values?: { min?: number; max?: number } } | { text: string };

/** SPEC 8 texts the shared release rules use, by the message they carry. */
const specMessages: Record<string, ProblemKey> = {
  [missingTimeMessage]: 'common:messages.noStartOrEndTime',
  [missingChargeableHoursMessage]: 'common:messages.setChargeableHours',
};

const problemOfIssue = (issue: z.core.$ZodIssue): FieldProblem => {
  const spec = specMessages[issue.message];
  if (spec) return { key: spec };
  if (issue.code === 'custom' && issue.path.at(-1) === 'endDate') {
    return { key: 'projects:form.endBeforeBegin' };
  }
  // The inputs only ever give strings, so a wrong type means nothing was entered.
  if (issue.code === 'invalid_type') return { key: 'common:validation.required' };
  const problem = problemOf(issue);
  const { key, ...values } = problem;
  return { key: `common:validation.${key}`, values };
};

/** Field path ("crews.0.positions.1.startTime") to its first problem. */
export const fieldProblems = (
  issues: readonly z.core.$ZodIssue[],
): Record<string, FieldProblem> => {
  const problems: Record<string, FieldProblem> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    problems[path] ??= problemOfIssue(issue);
  }
  return problems;
};

/**
 * SPEC 5 problems of every position, even while other fields are still wrong: the schema only
 * checks them once the rest of the project parses, and the planner should see all at once.
 */
export const releaseProblems = (
  crews: readonly { positions: readonly ReleasePosition[] }[],
  state: ProjectState,
): Record<string, FieldProblem> => {
  const problems: Record<string, FieldProblem> = {};
  crews.forEach((crew, crewIndex) => {
    for (const issue of projectReleaseIssues(crew.positions, state)) {
      const key = specMessages[issue.message];
      if (key) problems[`crews.${crewIndex}.positions.${issue.index}.${issue.field}`] = { key };
    }
  });
  return problems;
};

/** The server's 400 issues ({ field: "body.crews.0.name" }) on the same paths. */
export const serverFieldProblems = (
  issues: readonly { field: string; message: string }[],
): Record<string, FieldProblem> => {
  const problems: Record<string, FieldProblem> = {};
  for (const issue of issues) {
    const path = issue.field.replace(/^body\.?/, '');
    const spec = specMessages[issue.message];
    problems[path] ??= spec ? { key: spec } : { text: issue.message };
  }
  return problems;
};

/** The first problem on paths the form has no field for, e.g. a saved position's hours. */
export const outsideProblem = (
  problems: Record<string, FieldProblem>,
  prefix: string,
): FieldProblem | undefined =>
  Object.entries(problems).find(([path]) => path.startsWith(prefix))?.[1];

/** The text of a problem in the UI language. */
export const problemText = (
  t: TFunction<['projects', 'common']>,
  problem: FieldProblem | undefined,
): string | undefined => {
  if (!problem) return undefined;
  return 'text' in problem ? problem.text : t(problem.key, problem.values);
};
