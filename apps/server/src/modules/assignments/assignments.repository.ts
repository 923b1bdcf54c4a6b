import type { Assignment, CrewBooking, CrewItemStatus } from '@crewhub/shared';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import {
  activities,
  functions,
  persons,
  projectCrewItems,
  projectCrewItemStatuses,
  projectCrews,
  projects,
} from '../../db/schema';
import { toIso, toNumber, toTime } from '../../db/values';
import { projectScopeCondition } from '../project-access';
import type { ProjectScope } from '../project-access';

const status = projectCrewItemStatuses;

const selection = {
  id: status.id,
  projectCrewItemId: status.projectCrewItemId,
  personId: status.personId,
  personName: sql<string>`${persons.firstName} || ' ' || ${persons.lastName}`,
  status: status.status,
  confirmedAt: status.confirmedAt,
  checkInAt: status.checkInAt,
  checkOutAt: status.checkOutAt,
  proposedPaidHours: status.proposedPaidHours,
  proposedChargedHours: status.proposedChargedHours,
  updatedAt: status.updatedAt,
  // For the rules: the position and project the assignment belongs to.
  projectId: projectCrewItems.projectId,
  amountOfRows: projectCrewItems.amountOfRows,
  projectCrewId: projectCrewItems.projectCrewId,
  projectCrewName: projectCrews.name,
  functionName: functions.name,
  startDate: projectCrewItems.startDate,
  endDate: projectCrewItems.endDate,
  startTime: projectCrewItems.startTime,
  endTime: projectCrewItems.endTime,
};

const same = (column: AnyPgColumn) => eq(column, status.tenantId);

const selectAssignments = (tx: Executor) =>
  tx
    .select(selection)
    .from(status)
    .innerJoin(persons, and(same(persons.tenantId), eq(persons.id, status.personId)))
    .innerJoin(
      projectCrewItems,
      and(same(projectCrewItems.tenantId), eq(projectCrewItems.id, status.projectCrewItemId)),
    )
    .innerJoin(
      projectCrews,
      and(same(projectCrews.tenantId), eq(projectCrews.id, projectCrewItems.projectCrewId)),
    )
    .innerJoin(
      functions,
      and(same(functions.tenantId), eq(functions.id, projectCrewItems.functionId)),
    )
    .innerJoin(projects, and(same(projects.tenantId), eq(projects.id, projectCrewItems.projectId)));

type Row = Awaited<ReturnType<ReturnType<typeof selectAssignments>['execute']>>[number];
export type AssignmentRecord = CrewBooking & { projectId: number; amountOfRows: number };

const toRecord = (row: Row): AssignmentRecord => ({
  ...row,
  confirmedAt: toIso(row.confirmedAt),
  checkInAt: toIso(row.checkInAt),
  checkOutAt: toIso(row.checkOutAt),
  updatedAt: toIso(row.updatedAt)!,
  proposedPaidHours: toNumber(row.proposedPaidHours),
  proposedChargedHours: toNumber(row.proposedChargedHours),
  startTime: toTime(row.startTime),
  endTime: toTime(row.endTime),
});

export const toAssignment = (record: AssignmentRecord): Assignment => ({
  id: record.id,
  projectCrewItemId: record.projectCrewItemId,
  personId: record.personId,
  personName: record.personName,
  status: record.status,
  confirmedAt: record.confirmedAt,
  checkInAt: record.checkInAt,
  checkOutAt: record.checkOutAt,
  proposedPaidHours: record.proposedPaidHours,
  proposedChargedHours: record.proposedChargedHours,
  updatedAt: record.updatedAt,
});

export type AssignmentFilter = { projectId?: number; projectCrewId?: number; positionId?: number };

export const assignmentsRepository = {
  list: async (
    tx: Executor,
    tenantId: number,
    filter: AssignmentFilter,
  ): Promise<AssignmentRecord[]> => {
    const conditions: (SQL | undefined)[] = [
      eq(status.tenantId, tenantId),
      filter.projectId === undefined ? undefined : eq(projectCrewItems.projectId, filter.projectId),
      filter.projectCrewId === undefined
        ? undefined
        : eq(projectCrewItems.projectCrewId, filter.projectCrewId),
      filter.positionId === undefined ? undefined : eq(status.projectCrewItemId, filter.positionId),
    ];
    const rows = await selectAssignments(tx)
      .where(and(...conditions))
      .orderBy(
        asc(projectCrewItems.startDate),
        asc(projectCrewItems.id),
        asc(persons.lastName),
        asc(status.id),
      );
    return rows.map(toRecord);
  },

  findById: async (
    tx: Executor,
    tenantId: number,
    id: number,
    scope: ProjectScope,
  ): Promise<AssignmentRecord | null> => {
    const [row] = await selectAssignments(tx).where(
      and(eq(status.tenantId, tenantId), eq(status.id, id), projectScopeCondition(scope)),
    );
    return row ? toRecord(row) : null;
  },

  exists: async (tx: Executor, tenantId: number, positionId: number, personId: number) => {
    const [row] = await tx
      .select({ id: status.id })
      .from(status)
      .where(
        and(
          eq(status.tenantId, tenantId),
          eq(status.projectCrewItemId, positionId),
          eq(status.personId, personId),
        ),
      );
    return Boolean(row);
  },

  /** Whether the person holds any assignment on the project. */
  personOnProject: async (tx: Executor, tenantId: number, projectId: number, personId: number) => {
    const [row] = await tx
      .select({ id: status.id })
      .from(status)
      .innerJoin(
        projectCrewItems,
        and(same(projectCrewItems.tenantId), eq(projectCrewItems.id, status.projectCrewItemId)),
      )
      .where(
        and(
          eq(status.tenantId, tenantId),
          eq(status.personId, personId),
          eq(projectCrewItems.projectId, projectId),
        ),
      )
      .limit(1);
    return row !== undefined;
  },

  confirmedCount: async (tx: Executor, tenantId: number, positionId: number): Promise<number> => {
    const [row] = await tx
      .select({ total: sql<number>`count(*)::int` })
      .from(status)
      .where(
        and(
          eq(status.tenantId, tenantId),
          eq(status.projectCrewItemId, positionId),
          eq(status.status, 'confirmed'),
        ),
      );
    return row?.total ?? 0;
  },

  insert: async (tx: Executor, values: typeof status.$inferInsert): Promise<number> => {
    const [row] = await tx.insert(status).values(values).returning({ id: status.id });
    return row!.id;
  },

  update: async (
    tx: Executor,
    tenantId: number,
    id: number,
    values: Partial<typeof status.$inferInsert> & { status?: CrewItemStatus },
  ): Promise<void> => {
    await tx
      .update(status)
      .set(values)
      .where(and(eq(status.tenantId, tenantId), eq(status.id, id)));
  },

  /** Every change of an assignment leaves a LOG activity on it. */
  log: async (
    tx: Executor,
    entry: {
      tenantId: number;
      assignmentId: number;
      personId: number;
      caption: string;
      body?: string;
      loginId: number | null;
    },
  ): Promise<void> => {
    await tx.insert(activities).values({
      tenantId: entry.tenantId,
      type: 'LOG',
      category: 'projectCrewItemStatus',
      caption: entry.caption,
      body: entry.body ?? null,
      subjectType: 'project_crew_item_status',
      subjectId: entry.assignmentId,
      personPartyId: entry.personId,
      createdByLoginId: entry.loginId,
    });
  },
};
