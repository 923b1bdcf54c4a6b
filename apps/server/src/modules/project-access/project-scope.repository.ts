import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { contacts, projects } from '../../db/schema';
import { projectScopeCondition } from './project-access.queries';
import type { ProjectScope } from './project-scope';

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
