import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { crewPhotos, files, securityChecks } from '../../db/schema';

type CheckKey = { formId: number; date: string; shift: string };

const checksOfCrew = (tenantId: number, crewId: number) =>
  and(eq(securityChecks.tenantId, tenantId), eq(securityChecks.projectCrewId, crewId));

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
      .innerJoin(
        files,
        and(eq(files.tenantId, crewPhotos.tenantId), eq(files.id, crewPhotos.fileId)),
      )
      .where(and(eq(crewPhotos.tenantId, tenantId), eq(crewPhotos.projectCrewId, crewId)))
      .orderBy(asc(crewPhotos.createdAt), asc(crewPhotos.id)),

  setPhotoStatus: async (
    tx: Executor,
    tenantId: number,
    crewId: number,
    photoId: number,
    status: 'approved' | 'rejected',
  ) =>
    (
      await tx
        .update(crewPhotos)
        .set({ status })
        .where(
          and(
            eq(crewPhotos.tenantId, tenantId),
            eq(crewPhotos.projectCrewId, crewId),
            eq(crewPhotos.id, photoId),
          ),
        )
        .returning({ id: crewPhotos.id })
    ).length > 0,
};

export type SecurityCheckRow = typeof securityChecks.$inferSelect;
export type PhotoRow = Awaited<ReturnType<typeof crewExtrasRepository.photos>>[number];
