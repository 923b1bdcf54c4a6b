import { isAnswered, type FormPerform } from '@crewhub/shared';

/** The last step of the wizard, after one step per question: check, sign and submit. */
export const reviewStep = 'review';

/** Every step's URL segment, in order: the question ids, then the review. */
export const stepIds = (perform: FormPerform): string[] => [
  ...perform.questions.map((question) => String(question.id)),
  reviewStep,
];

/**
 * Where a form opens without a step in the URL: at the start when nothing is answered yet, else
 * at the first question still without an answer, else at the review.
 */
export const startStep = (perform: FormPerform): string => {
  const first = perform.questions[0];
  if (!first || perform.progress.answered === 0) return first ? String(first.id) : reviewStep;
  const open = perform.questions.find(
    (question) => question.type !== 'info' && !isAnswered(perform.answers[String(question.id)]),
  );
  return open ? String(open.id) : reviewStep;
};
