import type { Position } from '@crewhub/shared';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { functionOfPosition, positionAssignmentCount, projectOfPosition } from '../../db/joins';
import { functions, projectCrewItems, projectCrewItemStatuses, projects } from '../../db/schema';
import { toIso, toNumber, toTime } from '../../db/values';
import { projectScopeCondition } from '../project-access';
import type { ProjectScope } from '../project-access';

const selection = {
  id: projectCrewItems.id,
  projectCrewId: projectCrewItems.projectCrewId,
  projectId: projectCrewItems.projectId,
  projectNumber: projects.number,
  functionId: projectCrewItems.functionId,
  functionName: functions.name,
  functionSpare: functions.spare,
  startDate: projectCrewItems.startDate,
  endDate: projectCrewItems.endDate,
  startTime: projectCrewItems.startTime,
  endTime: projectCrewItems.endTime,
  amountOfRows: projectCrewItems.amountOfRows,
  catering: projectCrewItems.catering,
  crewInfoExternal: projectCrewItems.crewInfoExternal,
  crewInfoInternal: projectCrewItems.crewInfoInternal,
  crewChief: projectCrewItems.crewChief,
  clientAdded: projectCrewItems.clientAdded,
  spare: projectCrewItems.spare,
  chargeableHours: projectCrewItems.chargeableHours,
  openAsVacancy: projectCrewItems.openAsVacancy,
  changedAt: projectCrewItems.changedAt,
  confirmedCount: positionAssignmentCount(['confirmed']),
  requestedCount: positionAssignmentCount(['requested', 'applied']),
};

export type PositionRecord = Position & { functionSpare: boolean };

const selectPositions = (tx: Executor) =>
  tx
    .select(selection)
    .from(projectCrewItems)
    .innerJoin(projects, projectOfPosition)
    .innerJoin(functions, functionOfPosition);

const toPosition = (
  row: Awaited<ReturnType<ReturnType<typeof selectPositions>['execute']>>[number],
): PositionRecord => ({
  ...row,
  startTime: toTime(row.startTime),
  endTime: toTime(row.endTime),
  chargeableHours: toNumber(row.chargeableHours),
  changedAt: toIso(row.changedAt),
});

export type PositionFilter = { projectId?: number; projectCrewId?: number; vacantOnly?: boolean };

export const positionsRepository = {
  list: async (
    tx: Executor,
    tenantId: number,
    filter: PositionFilter,
  ): Promise<PositionRecord[]> => {
    const conditions: (SQL | undefined)[] = [
      eq(projectCrewItems.tenantId, tenantId),
      filter.projectId === undefined ? undefined : eq(projectCrewItems.projectId, filter.projectId),
      filter.projectCrewId === undefined
        ? undefined
        : eq(projectCrewItems.projectCrewId, filter.projectCrewId),
      // Vacant: fewer people asked or booked than rows needed.
      filter.vacantOnly
        ? sql`${positionAssignmentCount(['requested', 'applied', 'confirmed', 'spare'])} < ${projectCrewItems.amountOfRows}`
        : undefined,
    ];
    const rows = await selectPositions(tx)
      .where(and(...conditions))
      .orderBy(
        asc(projectCrewItems.startDate),
        asc(projectCrewItems.startTime),
        asc(projectCrewItems.id),
      );
    return rows.map(toPosition);
  },

  findById: async (
    tx: Executor,
    tenantId: number,
    id: number,
    scope: ProjectScope,
  ): Promise<PositionRecord | null> => {
    const [row] = await selectPositions(tx).where(
      and(
        eq(projectCrewItems.tenantId, tenantId),
        eq(projectCrewItems.id, id),
        projectScopeCondition(scope),
      ),
    );
    return row ? toPosition(row) : null;
  },

  insert: async (tx: Executor, values: typeof projectCrewItems.$inferInsert): Promise<number> => {
    const [row] = await tx
      .insert(projectCrewItems)
      .values(values)
      .returning({ id: projectCrewItems.id });
    return row!.id;
  },

  update: async (
    tx: Executor,
    tenantId: number,
    id: number,
    values: Partial<typeof projectCrewItems.$inferInsert>,
  ): Promise<void> => {
    await tx
      .update(projectCrewItems)
      .set(values)
      .where(and(eq(projectCrewItems.tenantId, tenantId), eq(projectCrewItems.id, id)));
  },

  /** Whether anyone was asked for the position (then changes colour it "has changed"). */
  hasAssignments: async (tx: Executor, tenantId: number, id: number): Promise<boolean> => {
    const [row] = await tx
      .select({ id: projectCrewItemStatuses.id })
      .from(projectCrewItemStatuses)
      .where(
        and(
          eq(projectCrewItemStatuses.tenantId, tenantId),
          eq(projectCrewItemStatuses.projectCrewItemId, id),
        ),
      )
      .limit(1);
    return Boolean(row);
  },
};
