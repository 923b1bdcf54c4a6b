import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { crewPhotos, files, securityChecks } from '../../db/schema';

type CheckKey = { formId: number; date: string; shift: string };

const checksOfCrew = (tenantId: number, crewId: number) =>
  and(eq(securityChecks.tenantId, tenantId), eq(securityChecks.projectCrewId, crewId));

const photosOfCrew = (tenantId: number, crewId: number) =>
  and(eq(crewPhotos.tenantId, tenantId), eq(crewPhotos.projectCrewId, crewId));

/** Photos with their file's name, type and size, oldest first. */
const photoRows = (tx: Executor, where: SQL | undefined) =>
  tx
    .select({
      id: crewPhotos.id,
      personId: crewPhotos.personId,
      status: crewPhotos.status,
      fileId: crewPhotos.fileId,
      thumbnailFileId: crewPhotos.thumbnailFileId,
      filename: files.filename,
      contentType: files.contentType,
      size: files.size,
      createdAt: crewPhotos.createdAt,
    })
    .from(crewPhotos)
    .innerJoin(files, and(eq(files.tenantId, crewPhotos.tenantId), eq(files.id, crewPhotos.fileId)))
    .where(where)
    .orderBy(asc(crewPhotos.createdAt), asc(crewPhotos.id));

/** Security checks and photos of a crew. */
export const crewExtrasRepository = {
  securityChecks: (tx: Executor, tenantId: number, crewId: number) =>
    tx
      .select()
      .from(securityChecks)
      .where(checksOfCrew(tenantId, crewId))
      .orderBy(asc(securityChecks.date), asc(securityChecks.shift), asc(securityChecks.formId)),

  securityCheck: async (tx: Executor, tenantId: number, crewId: number, id: number) =>
    (
      await tx
        .select()
        .from(securityChecks)
        .where(and(checksOfCrew(tenantId, crewId), eq(securityChecks.id, id)))
    )[0] ?? null,

  /** The crew a check belongs to, for calls that name the check alone (/crewChecks/{id}). */
  securityCheckCrewId: async (tx: Executor, tenantId: number, id: number) =>
    (
      await tx
        .select({ crewId: securityChecks.projectCrewId })
        .from(securityChecks)
        .where(and(eq(securityChecks.tenantId, tenantId), eq(securityChecks.id, id)))
    )[0]?.crewId ?? null,

  /** One check per crew, form, date and shift: opening it twice returns the same row. */
  openSecurityCheck: async (tx: Executor, tenantId: number, crewId: number, key: CheckKey) => {
    await tx
      .insert(securityChecks)
      .values({ tenantId, projectCrewId: crewId, ...key, answers: {} })
      .onConflictDoNothing();
    return (
      await tx
        .select()
        .from(securityChecks)
        .where(
          and(
            checksOfCrew(tenantId, crewId),
            eq(securityChecks.formId, key.formId),
            eq(securityChecks.date, key.date),
            eq(securityChecks.shift, key.shift),
          ),
        )
    )[0]!;
  },

  updateSecurityCheck: async (
    tx: Executor,
    tenantId: number,
    id: number,
    values: Partial<typeof securityChecks.$inferInsert>,
  ) =>
    (
      await tx
        .update(securityChecks)
        .set(values)
        .where(and(eq(securityChecks.tenantId, tenantId), eq(securityChecks.id, id)))
        .returning()
    )[0]!,

  insertPhoto: async (tx: Executor, values: typeof crewPhotos.$inferInsert) =>
    (await tx.insert(crewPhotos).values(values).returning())[0]!,

  photos: (tx: Executor, tenantId: number, crewId: number) =>
    photoRows(tx, photosOfCrew(tenantId, crewId)),

  photo: async (tx: Executor, tenantId: number, crewId: number, photoId: number) =>
    (await photoRows(tx, and(photosOfCrew(tenantId, crewId), eq(crewPhotos.id, photoId))))[0] ??
    null,

  /**
   * Approves or rejects a photo that is still pending. False when it is not (any more): the
   * condition in the update keeps two planners deciding at once from overriding each other.
   */
  decidePhoto: async (
    tx: Executor,
    key: { tenantId: number; crewId: number; photoId: number },
    status: 'approved' | 'rejected',
  ) =>
    (
      await tx
        .update(crewPhotos)
        .set({ status })
        .where(
          and(
            photosOfCrew(key.tenantId, key.crewId),
            eq(crewPhotos.id, key.photoId),
            eq(crewPhotos.status, 'pending'),
          ),
        )
        .returning({ id: crewPhotos.id })
    ).length > 0,
};

export type SecurityCheckRow = typeof securityChecks.$inferSelect;
export type PhotoRow = Awaited<ReturnType<typeof photoRows>>[number];
