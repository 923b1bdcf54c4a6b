import type { Activity, ListQuery, Page, SubjectActivityInput } from '@crewhub/shared';
import { notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/request-context';
import { createActivity, listActivities } from '../activities';
import { personsRepository } from './persons.repository';

const assertPersonExists = async (ctx: RequestContext, id: number) => {
  if (!(await personsRepository.exists(ctx.tx, ctx.tenant.id, id))) throw notFound('Person');
};

/**
 * GET /persons/{id}/activities: to-dos about the person by due date, then the notes and what
 * happened to their data (profile decisions, deleted receipts), newest first.
 */
export const listPersonActivities = async (
  ctx: RequestContext,
  id: number,
  query: ListQuery,
): Promise<Page<Activity>> => {
  await assertPersonExists(ctx, id);
  return listActivities(ctx, { ...query, subjectType: 'person', subjectId: id });
};

/**
 * POST /persons/{id}/activities: a note or to-do about a person (a phone call logged, papers to
 * chase), shown in the person's history. The person is the subject and, unless the payload
 * names someone else, the person party; another tenant's person answers 404.
 */
export const createPersonActivity = async (
  ctx: RequestContext,
  id: number,
  input: SubjectActivityInput,
): Promise<Activity> => {
  await assertPersonExists(ctx, id);
  return createActivity(ctx, {
    ...input,
    personParty: input.personParty ?? id,
    subjectType: 'person',
    subjectId: id,
  });
};
