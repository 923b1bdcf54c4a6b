import { and, eq, sql, type Column, type SQL } from 'drizzle-orm';
import {
  deliveryNotes,
  functions,
  locations,
  persons,
  projectCrewItems,
  projectCrewItemStatuses,
  projectCrews,
  projects,
} from './schema';

// Join conditions along assignment (project_crew_item_status) -> position (project_crew_item)
// -> crew -> project that the planning and crew-day repositories share. Each matches on
// tenant_id too, so joins stay within one tenant and use the (tenant_id, id) keys.

export const positionOfAssignment: SQL = and(
  eq(projectCrewItems.tenantId, projectCrewItemStatuses.tenantId),
  eq(projectCrewItems.id, projectCrewItemStatuses.projectCrewItemId),
)!;

export const personOfAssignment: SQL = and(
  eq(persons.tenantId, projectCrewItemStatuses.tenantId),
  eq(persons.id, projectCrewItemStatuses.personId),
)!;

export const crewOfPosition: SQL = and(
  eq(projectCrews.tenantId, projectCrewItems.tenantId),
  eq(projectCrews.id, projectCrewItems.projectCrewId),
)!;

export const projectOfPosition: SQL = and(
  eq(projects.tenantId, projectCrewItems.tenantId),
  eq(projects.id, projectCrewItems.projectId),
)!;

export const functionOfPosition: SQL = and(
  eq(functions.tenantId, projectCrewItems.tenantId),
  eq(functions.id, projectCrewItems.functionId),
)!;

export const projectOfCrew: SQL = and(
  eq(projects.tenantId, projectCrews.tenantId),
  eq(projects.id, projectCrews.projectId),
)!;

/** The crew's own location, else the project's (needs projects joined). */
export const crewLocationId = sql`coalesce(${projectCrews.locationId}, ${projects.locationId})`;

export const locationOfCrew: SQL = and(
  eq(locations.tenantId, projectCrews.tenantId),
  eq(locations.id, crewLocationId),
)!;

export const deliveryNoteOfCrew: SQL = and(
  eq(deliveryNotes.tenantId, projectCrews.tenantId),
  eq(deliveryNotes.projectCrewId, projectCrews.id),
)!;

/**
 * The row of `target` that `foreignKey` points at, within the source row's tenant: every key
 * is (tenant_id, id), so a join on the id alone could cross tenants and miss the index.
 */
export const sameTenantRow = (
  target: { tenantId: Column; id: Column },
  sourceTenantId: Column,
  foreignKey: Column,
): SQL => and(eq(target.tenantId, sourceTenantId), eq(target.id, foreignKey))!;

/** A list of values for `in (...)` inside raw SQL fragments. */
export const sqlList = (values: readonly string[]): SQL =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** How many assignments of the position (correlated on project_crew_item) have one of `statuses`. */
export const positionAssignmentCount = (statuses: readonly string[]) =>
  sql<number>`(select count(*)::int from ${projectCrewItemStatuses} s
    where s.tenant_id = ${projectCrewItems.tenantId} and s.project_crew_item_id = ${projectCrewItems.id}
    and s.status in (${sqlList(statuses)}))`;
