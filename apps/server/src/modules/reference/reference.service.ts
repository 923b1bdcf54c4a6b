import type { CrewReferenceQuery, ListQuery } from '@crewhub/shared';
import { hasRight } from '@crewhub/shared';
import { withTenant } from '../../db/tenant-scope';
import { forbidden } from '../../lib/app-error';
import type { PlanningContext } from '../projects/project-scope';
import { referenceRepository } from './reference.repository';

/** Anyone may list their own functions, tags and skills; other people's need persons READ. */
const personFilter = (ctx: PlanningContext, personId: number | undefined) => {
  if (personId === undefined || personId === ctx.auth.personId) return personId;
  if (!hasRight(ctx.rights, 'persons', 'READ') && !hasRight(ctx.rights, 'projects', 'EDIT')) {
    throw forbidden('Missing right READ on persons');
  }
  return personId;
};

const paged = async <T>(query: ListQuery, work: Promise<{ items: T[]; total: number }>) => ({
  ...(await work),
  page: query.page,
  limit: query.limit,
});

export type ReferenceList =
  'functions' | 'crewFunctions' | 'regions' | 'crewTags' | 'documentBasedSkills';

export const listReference = (
  ctx: PlanningContext,
  list: ReferenceList,
  query: CrewReferenceQuery,
) =>
  withTenant(ctx.db, ctx.tenant.id, async (tx) => {
    const tenantId = ctx.tenant.id;
    const personId = personFilter(ctx, query.personId);
    switch (list) {
      case 'functions':
      case 'crewFunctions':
        return paged(
          query,
          referenceRepository.functions(tx, tenantId, {
            ...query,
            personId,
            // Spare functions are planners' business (planningCalendar READSPAREFUNCTION).
            includeSpare: hasRight(ctx.rights, 'planningCalendar', 'READSPAREFUNCTION'),
          }),
        );
      case 'regions':
        return paged(query, referenceRepository.regions(tx, tenantId, query));
      case 'crewTags':
        return paged(query, referenceRepository.tags(tx, tenantId, { ...query, personId }));
      case 'documentBasedSkills':
        return paged(query, referenceRepository.skills(tx, tenantId, { ...query, personId }));
    }
  });
