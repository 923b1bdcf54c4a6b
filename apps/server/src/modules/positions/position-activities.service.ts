import type { Activity, SubjectActivityInput } from '@crewhub/shared';
import type { RequestContext } from '../../lib/request-context';
import { createActivity } from '../activities';
import { projectEditGrants } from '../project-access';
import { findPositionInScope } from './positions.service';

/** POST /projectCrewItems/{id}/activities: a log entry or to-do on the position (404 outside the edit scope). */
export const createPositionActivity = async (
  ctx: RequestContext,
  id: number,
  input: SubjectActivityInput,
): Promise<Activity> => {
  const { record } = await findPositionInScope(ctx.tx, ctx, id, projectEditGrants);
  return createActivity(ctx, { ...input, subjectType: 'project_crew_item', subjectId: record.id });
};
