import { offsetOf, type ListQuery } from '@crewhub/shared';
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import {
  crewTags,
  functions,
  personFunctions,
  personSkills,
  personTags,
  regions,
  skills,
} from '../../db/schema';

type Named = PgTable & { id: AnyPgColumn; name: AnyPgColumn };

/** One paged, name-ordered list query for every reference table. */
const pagedList = async <T>(
  tx: Executor,
  source: Named,
  selection: Record<string, AnyPgColumn | SQL>,
  where: SQL | undefined,
  query: ListQuery,
) => {
  const items = (await tx
    .select(selection)
    .from(source)
    .where(where)
    .orderBy(asc(source.name), asc(source.id))
    .limit(query.limit)
    .offset(offsetOf(query))) as T[];
  const [total] = await tx.select({ total: count() }).from(source).where(where);
  return { items, total: total?.total ?? 0 };
};

export const referenceRepository = {
  functions: (
    tx: Executor,
    tenantId: number,
    query: ListQuery & { personId?: number; includeSpare: boolean },
  ) =>
    pagedList<{ id: number; name: string; spare: boolean; color: string | null }>(
      tx,
      functions,
      { id: functions.id, name: functions.name, spare: functions.spare, color: functions.color },
      and(
        eq(functions.tenantId, tenantId),
        query.includeSpare ? undefined : eq(functions.spare, false),
        query.personId === undefined
          ? undefined
          : sql`exists (select 1 from ${personFunctions} l where l.tenant_id = ${functions.tenantId}
              and l.function_id = ${functions.id} and l.person_id = ${query.personId})`,
      ),
      query,
    ),

  regions: (tx: Executor, tenantId: number, query: ListQuery) =>
    pagedList<{ id: number; name: string }>(
      tx,
      regions,
      { id: regions.id, name: regions.name },
      eq(regions.tenantId, tenantId),
      query,
    ),

  tags: (tx: Executor, tenantId: number, query: ListQuery & { personId?: number }) =>
    pagedList<{ id: number; name: string }>(
      tx,
      crewTags,
      { id: crewTags.id, name: crewTags.name },
      and(
        eq(crewTags.tenantId, tenantId),
        query.personId === undefined
          ? undefined
          : sql`exists (select 1 from ${personTags} l where l.tenant_id = ${crewTags.tenantId}
              and l.tag_id = ${crewTags.id} and l.person_id = ${query.personId})`,
      ),
      query,
    ),

  skills: (tx: Executor, tenantId: number, query: ListQuery & { personId?: number }) =>
    pagedList<{ id: number; name: string; validUntil: string | null }>(
      tx,
      skills,
      {
        id: skills.id,
        name: skills.name,
        // A person's own skill carries its document's expiry; the plain list has none.
        validUntil:
          query.personId === undefined
            ? sql<null>`null`
            : sql<
                string | null
              >`(select l.valid_until::text from ${personSkills} l where l.tenant_id = ${skills.tenantId}
                and l.skill_id = ${skills.id} and l.person_id = ${query.personId})`,
      },
      and(
        eq(skills.tenantId, tenantId),
        query.personId === undefined
          ? undefined
          : sql`exists (select 1 from ${personSkills} l where l.tenant_id = ${skills.tenantId}
              and l.skill_id = ${skills.id} and l.person_id = ${query.personId})`,
      ),
      query,
    ),
};
