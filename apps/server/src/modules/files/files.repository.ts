import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { files } from '../../db/schema';

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
};
