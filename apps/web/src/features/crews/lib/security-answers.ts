import { siteSecurityCheckQuestions, type SecurityCheck } from '@crewhub/shared';

export type Answers = SecurityCheck['answers'];

/** The standard site checks, until security forms bring their own questions. */
export const defaultCheckKeys = siteSecurityCheckQuestions;

/**
 * The answers to start from: what was saved before, else every standard check unticked and an
 * empty remark. Answers are keyed by the question text so the signed PDF reads on its own.
 */
export const startingAnswers = (
  saved: Answers,
  questions: readonly string[],
  remarksKey: string,
): Answers =>
  Object.keys(saved).length > 0
    ? saved
    : { ...Object.fromEntries(questions.map((question) => [question, false])), [remarksKey]: '' };

/** Remarks are optional; every yes/no check must be ticked before signing. */
export const unticked = (answers: Answers): string[] =>
  Object.entries(answers)
    .filter(([, value]) => value === false)
    .map(([question]) => question);
