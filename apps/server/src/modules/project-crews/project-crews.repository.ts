import type { ProjectCrew } from '@crewhub/shared';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { projectOfCrew } from '../../db/joins';
import {
  locations,
  persons,
  projectCrewItems,
  projectCrewItemStatuses,
  projectCrews,
  projects,
} from '../../db/schema';
import { projectScopeCondition } from '../project-access';
import type { ProjectScope } from '../project-access';

const selection = {
  id: projectCrews.id,
  projectId: projectCrews.projectId,
  projectNumber: projects.number,
  projectName: projects.name,
  name: projectCrews.name,
  date: projectCrews.date,
  shift: projectCrews.shift,
  locationId: projectCrews.locationId,
  locationName: locations.name,
  crewChiefPersonId: projectCrews.crewChiefPersonId,
  crewChiefName: sql<string | null>`${persons.firstName} || ' ' || ${persons.lastName}`,
  contactOnSiteName: projectCrews.contactOnSiteName,
  contactOnSitePhone: projectCrews.contactOnSitePhone,
  contactOnSiteEmail: projectCrews.contactOnSiteEmail,
  positionCount: sql<number>`(select count(*)::int from ${projectCrewItems} i
    where i.tenant_id = ${projectCrews.tenantId} and i.project_crew_id = ${projectCrews.id})`,
};

const selectCrews = (tx: Executor) =>
  tx
    .select(selection)
    .from(projectCrews)
    .innerJoin(projects, projectOfCrew)
    .leftJoin(
      locations,
      and(eq(locations.tenantId, projectCrews.tenantId), eq(locations.id, projectCrews.locationId)),
    )
    .leftJoin(
      persons,
      and(
        eq(persons.tenantId, projectCrews.tenantId),
        eq(persons.id, projectCrews.crewChiefPersonId),
      ),
    );

export const projectCrewsRepository = {
  listByProject: async (
    tx: Executor,
    tenantId: number,
    projectId: number,
  ): Promise<ProjectCrew[]> =>
    selectCrews(tx)
      .where(and(eq(projectCrews.tenantId, tenantId), eq(projectCrews.projectId, projectId)))
      .orderBy(asc(projectCrews.date), asc(projectCrews.shift), asc(projectCrews.id)),

  findById: async (
    tx: Executor,
    tenantId: number,
    id: number,
    scope: ProjectScope,
    extra?: SQL,
  ): Promise<ProjectCrew | null> => {
    const [row] = await selectCrews(tx).where(
      and(
        eq(projectCrews.tenantId, tenantId),
        eq(projectCrews.id, id),
        projectScopeCondition(scope),
        extra,
      ),
    );
    return row ?? null;
  },

  insert: async (tx: Executor, values: typeof projectCrews.$inferInsert): Promise<number> => {
    const [row] = await tx.insert(projectCrews).values(values).returning({ id: projectCrews.id });
    return row!.id;
  },

  update: async (
    tx: Executor,
    tenantId: number,
    id: number,
    values: Partial<typeof projectCrews.$inferInsert>,
  ): Promise<void> => {
    if (Object.keys(values).length === 0) return;
    await tx
      .update(projectCrews)
      .set(values)
      .where(and(eq(projectCrews.tenantId, tenantId), eq(projectCrews.id, id)));
  },

  /**
   * Moves every position of a crew by `days` (the crew moved to another date). Positions that
   * people were already asked for are marked changed, as a time change on one position is.
   */
  shiftCrewDates: async (
    tx: Executor,
    tenantId: number,
    projectCrewId: number,
    days: number,
    changedAt: Date,
  ): Promise<void> => {
    const asked = sql`exists (select 1 from ${projectCrewItemStatuses} s
      where s.tenant_id = ${projectCrewItems.tenantId}
      and s.project_crew_item_id = ${projectCrewItems.id})`;
    await tx
      .update(projectCrewItems)
      .set({
        startDate: sql`${projectCrewItems.startDate} + ${days}::int`,
        endDate: sql`${projectCrewItems.endDate} + ${days}::int`,
        changedAt: sql`case when ${asked} then ${changedAt.toISOString()}::timestamptz
          else ${projectCrewItems.changedAt} end`,
      })
      .where(
        and(
          eq(projectCrewItems.tenantId, tenantId),
          eq(projectCrewItems.projectCrewId, projectCrewId),
        ),
      );
  },
  /** Whether anyone is on the crew's positions, in any status (asked, confirmed, declined …). */
  hasPeople: async (tx: Executor, tenantId: number, projectCrewId: number): Promise<boolean> => {
    const [row] = await tx
      .select({ id: projectCrewItemStatuses.id })
      .from(projectCrewItemStatuses)
      .innerJoin(
        projectCrewItems,
        and(
          eq(projectCrewItems.tenantId, projectCrewItemStatuses.tenantId),
          eq(projectCrewItems.id, projectCrewItemStatuses.projectCrewItemId),
        ),
      )
      .where(
        and(
          eq(projectCrewItemStatuses.tenantId, tenantId),
          eq(projectCrewItems.projectCrewId, projectCrewId),
        ),
      )
      .limit(1);
    return Boolean(row);
  },

  /** Deletes the crew; its positions and crew-day records go with it (foreign keys cascade). */
  remove: async (tx: Executor, tenantId: number, id: number): Promise<void> => {
    await tx
      .delete(projectCrews)
      .where(and(eq(projectCrews.tenantId, tenantId), eq(projectCrews.id, id)));
  },
};
