import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { trees } from '../../db/schema';

const year = sql<number>`extract(year from ${trees.plantedOn})::int`;

export const treesRepository = {
  /** Trees per year: all of the tenant's, and those planted for the person. */
  perYear: (tx: Executor, tenantId: number, personId: number | null) =>
    tx
      .select({
        year,
        company: sql<number>`count(*)::int`,
        mine: sql<number>`(count(*) filter (where ${trees.personId} = ${personId ?? -1}))::int`,
      })
      .from(trees)
      .where(eq(trees.tenantId, tenantId))
      .groupBy(year)
      .orderBy(year),

  ofPerson: (tx: Executor, tenantId: number, personId: number) =>
    tx
      .select({ id: trees.id, plantedOn: trees.plantedOn, reason: trees.reason })
      .from(trees)
      .where(and(eq(trees.tenantId, tenantId), eq(trees.personId, personId)))
      .orderBy(desc(trees.plantedOn), desc(trees.id))
      .limit(100),

  insert: async (
    tx: Executor,
    tenantId: number,
    values: {
      personId: number;
      plantedOn: string;
      reason: string | null;
      assignedByLoginId: number | null;
    },
    count: number,
  ) => {
    const rows = await tx
      .insert(trees)
      .values(Array.from({ length: count }, () => ({ ...values, tenantId })))
      .returning({ id: trees.id });
    return rows.length;
  },
};
