import type { RequestContext } from '../../lib/request-context';
import type { Activity, ActivitySubjectType, SubjectActivityInput } from '@crewhub/shared';
import type { Executor } from '../../db/client';
import { createActivity } from '../activities';
import { findProjectInScope, projectEditGrants } from '../project-access';

/** Finds the subject in the caller's edit scope (404 outside it), then logs through activities. */
const createActivityOn = async (
  ctx: RequestContext,
  subjectType: ActivitySubjectType,
  findSubjectId: (tx: Executor) => Promise<number>,
  input: SubjectActivityInput,
): Promise<Activity> => {
  const subjectId = await findSubjectId(ctx.tx);
  return createActivity(ctx, { ...input, subjectType, subjectId });
};

/** POST /projects/{number}/activities: a log entry or to-do on the project. */
export const createProjectActivity = (
  ctx: RequestContext,
  number: string,
  input: SubjectActivityInput,
): Promise<Activity> =>
  createActivityOn(
    ctx,
    'project',
    async (tx) => (await findProjectInScope(tx, ctx, number, projectEditGrants)).project.id,
    input,
  );
