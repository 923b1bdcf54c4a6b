import type { Activity, ActivitySubjectType, SubjectActivityInput } from '@crewhub/shared';
import type { Executor } from '../../db/client';
import { withTenant } from '../../db/tenant-scope';
import { createActivity } from '../activities/activities.service';
import { findPositionInScope } from '../positions/positions.service';
import { findProjectInScope } from './project-lookup';
import { projectEditGrants, type PlanningContext } from './project-scope';

/** Finds the subject in the caller's edit scope (404 outside it), then logs through activities. */
const createActivityOn = async (
  ctx: PlanningContext,
  subjectType: ActivitySubjectType,
  findSubjectId: (tx: Executor) => Promise<number>,
  input: SubjectActivityInput,
): Promise<Activity> => {
  const subjectId = await withTenant(ctx.db, ctx.tenant.id, findSubjectId);
  return createActivity(ctx, { ...input, subjectType, subjectId });
};

/** POST /projects/{number}/activities: a log entry or to-do on the project. */
export const createProjectActivity = (
  ctx: PlanningContext,
  number: string,
  input: SubjectActivityInput,
): Promise<Activity> =>
  createActivityOn(
    ctx,
    'project',
    async (tx) => (await findProjectInScope(tx, ctx, number, projectEditGrants)).project.id,
    input,
  );

/** POST /projectCrewItems/{id}/activities: a log entry or to-do on the position. */
export const createPositionActivity = (
  ctx: PlanningContext,
  id: number,
  input: SubjectActivityInput,
): Promise<Activity> =>
  createActivityOn(
    ctx,
    'project_crew_item',
    async (tx) => (await findPositionInScope(tx, ctx, id, projectEditGrants)).record.id,
    input,
  );
