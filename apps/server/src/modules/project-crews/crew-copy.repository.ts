import { addDays } from '@crewhub/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { projectCrewItems, projectCrewItemStatuses, projectCrews } from '../../db/schema';

export type CopyOptions = {
  /** Days every date moves by (new begin minus old begin). */
  dayShift: number;
  /** Copy the people on the positions too, as new requests. */
  includePersons: boolean;
};

/**
 * Copies assignments of one position onto another as fresh requests: the copy is a new job
 * for each person, who has to confirm it again. People already on the target are skipped.
 */
export const copyAssignments = async (
  tx: Executor,
  tenantId: number,
  fromPositionId: number,
  toPositionId: number,
): Promise<number> => {
  const people = await tx
    .select({ personId: projectCrewItemStatuses.personId })
    .from(projectCrewItemStatuses)
    .where(
      and(
        eq(projectCrewItemStatuses.tenantId, tenantId),
        eq(projectCrewItemStatuses.projectCrewItemId, fromPositionId),
        inArray(projectCrewItemStatuses.status, ['requested', 'confirmed', 'spare', 'applied']),
      ),
    );
  if (people.length === 0) return 0;
  const inserted = await tx
    .insert(projectCrewItemStatuses)
    .values(
      people.map(({ personId }) => ({
        tenantId,
        projectCrewItemId: toPositionId,
        personId,
        status: 'requested' as const,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: projectCrewItemStatuses.id });
  return inserted.length;
};

/** Deep-copies positions into a crew, moving their dates; returns the new position ids. */
export const copyPositions = async (
  tx: Executor,
  tenantId: number,
  positionIds: readonly number[],
  target: { projectCrewId: number; projectId: number },
  options: CopyOptions,
): Promise<number[]> => {
  if (positionIds.length === 0) return [];
  const sources = await tx
    .select()
    .from(projectCrewItems)
    .where(
      and(eq(projectCrewItems.tenantId, tenantId), inArray(projectCrewItems.id, [...positionIds])),
    )
    .orderBy(asc(projectCrewItems.id));
  const created: number[] = [];
  // One insert per position keeps the old -> new id pairing exact for copying its people.
  for (const { id, createdAt: _createdAt, changedAt: _changedAt, ...source } of sources) {
    const [row] = await tx
      .insert(projectCrewItems)
      .values({
        ...source,
        ...target,
        startDate: addDays(source.startDate, options.dayShift),
        endDate: addDays(source.endDate, options.dayShift),
      })
      .returning({ id: projectCrewItems.id });
    created.push(row!.id);
    if (options.includePersons) await copyAssignments(tx, tenantId, id, row!.id);
  }
  return created;
};

/** Deep-copies a crew with its positions (and optionally people) into a project. */
export const copyCrew = async (
  tx: Executor,
  tenantId: number,
  crewId: number,
  targetProjectId: number,
  options: CopyOptions,
): Promise<number> => {
  const [crew] = await tx
    .select()
    .from(projectCrews)
    .where(and(eq(projectCrews.tenantId, tenantId), eq(projectCrews.id, crewId)));
  if (!crew) throw new Error(`crew ${crewId} vanished during copy`);
  const { id: _id, createdAt: _createdAt, ...values } = crew;
  const [copy] = await tx
    .insert(projectCrews)
    .values({ ...values, projectId: targetProjectId, date: addDays(crew.date, options.dayShift) })
    .returning({ id: projectCrews.id });
  const positions = await tx
    .select({ id: projectCrewItems.id })
    .from(projectCrewItems)
    .where(
      and(eq(projectCrewItems.tenantId, tenantId), eq(projectCrewItems.projectCrewId, crewId)),
    );
  await copyPositions(
    tx,
    tenantId,
    positions.map((position) => position.id),
    { projectCrewId: copy!.id, projectId: targetProjectId },
    options,
  );
  return copy!.id;
};

export const crewIdsOfProject = async (tx: Executor, tenantId: number, projectId: number) =>
  (
    await tx
      .select({ id: projectCrews.id })
      .from(projectCrews)
      .where(and(eq(projectCrews.tenantId, tenantId), eq(projectCrews.projectId, projectId)))
      .orderBy(asc(projectCrews.id))
  ).map((row) => row.id);
