import { bookedStatuses } from '@crewhub/shared';
import { and, asc, eq, gte, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import {
  crewOfPosition,
  functionOfPosition,
  locationOfCrew,
  personOfAssignment,
  positionAssignmentCount,
  projectOfCrew,
} from '../../db/joins';
import {
  functions,
  locations,
  personFunctions,
  persons,
  projectCrewItems,
  projectCrewItemStatuses,
  projectCrews,
  projects,
} from '../../db/schema';

const mine = alias(projectCrewItemStatuses, 'mine');

const bookedRows = positionAssignmentCount(bookedStatuses);

/** Open positions with what the list shows and the person's own assignment, if any. */
const selectVacancies = (tx: Executor, tenantId: number, personId: number) =>
  tx
    .select({
      id: projectCrewItems.id,
      functionId: projectCrewItems.functionId,
      functionName: functions.name,
      startDate: projectCrewItems.startDate,
      endDate: projectCrewItems.endDate,
      startTime: projectCrewItems.startTime,
      endTime: projectCrewItems.endTime,
      amountOfRows: projectCrewItems.amountOfRows,
      crewInfo: projectCrewItems.crewInfoExternal,
      openAsVacancy: projectCrewItems.openAsVacancy,
      projectCrewId: projectCrews.id,
      crewName: projectCrews.name,
      projectId: projects.id,
      projectNumber: projects.number,
      projectName: projects.name,
      locationId: locations.id,
      locationName: locations.name,
      locationCity: locations.city,
      bookedRows,
      myAssignmentId: mine.id,
      myStatus: mine.status,
      myAppliedAt: mine.createdAt,
    })
    .from(projectCrewItems)
    .innerJoin(projectCrews, crewOfPosition)
    .innerJoin(projects, projectOfCrew)
    .innerJoin(functions, functionOfPosition)
    .leftJoin(locations, locationOfCrew)
    .leftJoin(
      mine,
      and(
        eq(mine.tenantId, projectCrewItems.tenantId),
        eq(mine.projectCrewItemId, projectCrewItems.id),
        eq(mine.personId, personId),
      ),
    )
    .$dynamic();

export type VacancyRow = Awaited<ReturnType<typeof selectVacancies>>[number];

export const vacanciesRepository = {
  /**
   * Open positions from `fromDate` on in the person's functions, on live projects, where the
   * person is not already on the position (an own application stays listed).
   */
  open: (tx: Executor, tenantId: number, personId: number, fromDate: string) =>
    selectVacancies(tx, tenantId, personId)
      .where(
        and(
          eq(projectCrewItems.tenantId, tenantId),
          eq(projectCrewItems.openAsVacancy, true),
          gte(projectCrewItems.endDate, fromDate),
          eq(projects.closed, false),
          isNull(projects.internalKind),
          or(isNull(mine.id), eq(mine.status, 'applied')),
          or(
            eq(mine.status, 'applied'),
            sql`exists (select 1 from ${personFunctions} pf where pf.tenant_id = ${projectCrewItems.tenantId}
              and pf.person_id = ${personId} and pf.function_id = ${projectCrewItems.functionId})`,
          ),
        ),
      )
      .orderBy(
        asc(projectCrewItems.startDate),
        asc(projectCrewItems.startTime),
        asc(projectCrewItems.id),
      ),

  one: async (tx: Executor, tenantId: number, personId: number, positionId: number) =>
    (
      await selectVacancies(tx, tenantId, personId).where(
        and(eq(projectCrewItems.tenantId, tenantId), eq(projectCrewItems.id, positionId)),
      )
    )[0] ?? null,

  functionIdsOf: async (tx: Executor, tenantId: number, personId: number) =>
    (
      await tx
        .select({ functionId: personFunctions.functionId })
        .from(personFunctions)
        .where(and(eq(personFunctions.tenantId, tenantId), eq(personFunctions.personId, personId)))
    ).map((row) => row.functionId),

  /** null when a parallel request got there first (one assignment per person and position). */
  apply: async (tx: Executor, tenantId: number, personId: number, positionId: number) =>
    (
      await tx
        .insert(projectCrewItemStatuses)
        .values({ tenantId, personId, projectCrewItemId: positionId, status: 'applied' })
        .onConflictDoNothing()
        .returning({ id: projectCrewItemStatuses.id })
    )[0]?.id ?? null,

  /** Deletes the person's application; other statuses are planning's to change. */
  withdraw: async (tx: Executor, tenantId: number, assignmentId: number) =>
    tx
      .delete(projectCrewItemStatuses)
      .where(
        and(
          eq(projectCrewItemStatuses.tenantId, tenantId),
          eq(projectCrewItemStatuses.id, assignmentId),
          eq(projectCrewItemStatuses.status, 'applied'),
        ),
      ),

  /** The person's assignment by id, with its position (for DELETE /jobs/{id}/application). */
  assignmentOf: async (tx: Executor, tenantId: number, personId: number, assignmentId: number) =>
    (
      await tx
        .select({
          id: projectCrewItemStatuses.id,
          status: projectCrewItemStatuses.status,
          positionId: projectCrewItemStatuses.projectCrewItemId,
        })
        .from(projectCrewItemStatuses)
        .where(
          and(
            eq(projectCrewItemStatuses.tenantId, tenantId),
            eq(projectCrewItemStatuses.personId, personId),
            eq(projectCrewItemStatuses.id, assignmentId),
          ),
        )
    )[0] ?? null,

  /** Who applied for a position, for the planner. */
  applications: (tx: Executor, tenantId: number, positionId: number) =>
    tx
      .select({
        assignmentId: projectCrewItemStatuses.id,
        personId: persons.id,
        firstName: persons.firstName,
        lastName: persons.lastName,
        status: projectCrewItemStatuses.status,
        appliedAt: projectCrewItemStatuses.createdAt,
      })
      .from(projectCrewItemStatuses)
      .innerJoin(persons, personOfAssignment)
      .where(
        and(
          eq(projectCrewItemStatuses.tenantId, tenantId),
          eq(projectCrewItemStatuses.projectCrewItemId, positionId),
          eq(projectCrewItemStatuses.status, 'applied'),
        ),
      )
      .orderBy(asc(projectCrewItemStatuses.createdAt)),

  positionExists: async (tx: Executor, tenantId: number, positionId: number) =>
    (
      await tx
        .select({ id: projectCrewItems.id })
        .from(projectCrewItems)
        .where(and(eq(projectCrewItems.tenantId, tenantId), eq(projectCrewItems.id, positionId)))
    ).length > 0,
};
