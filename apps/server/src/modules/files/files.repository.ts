import { and, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { documentDownloads, documents, files } from '../../db/schema';

export type FileRow = typeof files.$inferSelect;

export const filesRepository = {
  insert: async (
    tx: Executor,
    values: Omit<typeof files.$inferInsert, 'id' | 'createdAt'>,
  ): Promise<FileRow> => (await tx.insert(files).values(values).returning())[0]!,

  byId: async (tx: Executor, tenantId: number, id: number): Promise<FileRow | null> =>
    (
      await tx
        .select()
        .from(files)
        .where(and(eq(files.tenantId, tenantId), eq(files.id, id)))
    )[0] ?? null,

  /**
   * Logs an opening of a person's paper through a link made for `viewer`, in the same download
   * log the documents' own routes write: the link names a file, and only a file that is a
   * person's paper leaves a row.
   */
  recordPaperOpening: async (
    tx: Executor,
    opening: { tenantId: number; fileId: number; viewer: string; at: Date },
  ) => {
    const papers = await tx
      .select({ documentId: documents.id, personId: documents.personId })
      .from(documents)
      .where(
        and(
          eq(documents.tenantId, opening.tenantId),
          eq(documents.fileId, opening.fileId),
          isNotNull(documents.personId),
        ),
      );
    if (papers.length === 0) return;
    await tx.insert(documentDownloads).values(
      papers.map((paper) => ({
        tenantId: opening.tenantId,
        documentId: paper.documentId,
        personId: paper.personId!,
        downloadedBy: opening.viewer,
        downloadedAt: opening.at,
      })),
    );
  },
};
