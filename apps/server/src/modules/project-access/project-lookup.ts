import type { RequestContext } from '../../lib/request-context';
import type { Project, Resource, RightName } from '@crewhub/shared';
import type { Executor } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { findProjectByNumber } from './project-access.queries';
import { resolveScope, type ProjectScope } from './project-scope';

/**
 * The project a caller may act on with `grants`, by number. Unknown numbers, other tenants'
 * and projects outside the caller's scope (another company, a guest's other project) are all
 * 404, so nothing reveals which numbers exist.
 */
export const findProjectInScope = async (
  tx: Executor,
  ctx: RequestContext,
  number: string,
  grants: [Resource, RightName][],
): Promise<{ project: Project; scope: ProjectScope }> => {
  const scope = await resolveScope(tx, ctx, grants);
  const project = await findProjectByNumber(tx, ctx.tenant.id, number, scope);
  if (!project) throw notFound('Project');
  return { project, scope };
};
