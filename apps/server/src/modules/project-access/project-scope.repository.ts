import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  contacts,
  projectCrewItems,
  projectCrewItemStatuses,
  projectCrews,
  projects,
} from '../../db/schema';
import type { ProjectScope } from './project-scope';

/** The projects row condition of a scope; undefined means every project of the tenant. */
export const projectScopeCondition = (scope: ProjectScope): SQL | undefined => {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'company':
      return eq(projects.companyId, scope.companyId);
    case 'contact':
      return eq(projects.contactId, scope.contactId);
    case 'guest':
      return eq(projects.number, scope.projectNumber);
    case 'person':
      // Crew see the projects they work on or lead, never the rest of the planning.
      return or(
        eq(projects.crewChiefPersonId, scope.personId),
        eq(projects.projectManagerPersonId, scope.personId),
        sql`exists (select 1 from ${projectCrewItemStatuses} s join ${projectCrewItems} i
          on i.tenant_id = s.tenant_id and i.id = s.project_crew_item_id
          where s.tenant_id = ${projects.tenantId} and i.project_id = ${projects.id}
          and s.person_id = ${scope.personId})`,
        sql`exists (select 1 from ${projectCrews} c where c.tenant_id = ${projects.tenantId}
          and c.project_id = ${projects.id} and c.crew_chief_person_id = ${scope.personId})`,
      );
  }
};

export const projectScopeRepository = {
  contactByNumber: async (tx: Executor, tenantId: number, contactNumber: string) => {
    const [row] = await tx
      .select({ id: contacts.id, companyId: contacts.companyId })
      .from(contacts)
      .where(and(eq(contacts.tenantId, tenantId), eq(contacts.contactNumber, contactNumber)));
    return row ?? null;
  },

  /** The id of a project the scope may see, by number; null when unknown or out of scope. */
  projectIdInScope: async (
    tx: Executor,
    tenantId: number,
    number: string,
    scope: ProjectScope,
  ): Promise<number | null> => {
    const [row] = await tx
      .select({ id: projects.id })
      .from(projects)
      .where(
        and(
          eq(projects.tenantId, tenantId),
          eq(projects.number, number),
          projectScopeCondition(scope),
        ),
      );
    return row?.id ?? null;
  },
};
