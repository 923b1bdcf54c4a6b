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

/**
 * Rows of `target` linked to the person through a link table (person_function, person_tag,
 * person_skill) whose column `linkColumn` points at the target; no condition without a person.
 */
const linkedToPerson = (
  link: PgTable,
  linkColumn: 'function_id' | 'tag_id' | 'skill_id',
  target: { tenantId: AnyPgColumn; id: AnyPgColumn },
  personId: number | undefined,
): SQL | undefined =>
  personId === undefined
    ? undefined
    : sql`exists (select 1 from ${link} l where l.tenant_id = ${target.tenantId}
        and l.${sql.raw(linkColumn)} = ${target.id} and l.person_id = ${personId})`;

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
        linkedToPerson(personFunctions, 'function_id', functions, query.personId),
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
        linkedToPerson(personTags, 'tag_id', crewTags, query.personId),
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
        linkedToPerson(personSkills, 'skill_id', skills, query.personId),
      ),
      query,
    ),
};
