import { offsetOf, type ListQuery, type RateCard } from '@crewhub/shared';
import { and, asc, count, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import {
  branches,
  cateringAgreementTypes,
  chargeTypes,
  companies,
  crewTags,
  functions,
  insurances,
  personFunctions,
  personSkills,
  personTags,
  qualityCheckTypes,
  rateCardItems,
  rateCards,
  regions,
  skills,
  taxTypes,
} from '../../db/schema';

type Named = PgTable & { id: AnyPgColumn; name: AnyPgColumn };

const namedLists = {
  regions,
  branches,
  cateringAgreementTypes,
  chargeTypes,
  insurance: insurances,
  qualityCheckTypes,
};
export type NamedList = keyof typeof namedLists;

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

const rateCardColumns = {
  id: rateCards.id,
  name: rateCards.name,
  companyId: rateCards.companyId,
  validFrom: rateCards.validFrom,
  validTo: rateCards.validTo,
  currency: rateCards.currency,
};

/** The SQL side of rateCardFitsCompany; undefined companyId means no condition. */
const rateCardCompanyCondition = (companyId: number | null | undefined): SQL | undefined => {
  if (companyId === undefined) return undefined;
  if (companyId === null) return isNull(rateCards.companyId);
  return or(isNull(rateCards.companyId), eq(rateCards.companyId, companyId));
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
        linkedToPerson(personFunctions, 'function_id', functions, query.personId),
      ),
      query,
    ),

  /** Lists that are names only: regions, branches, catering agreement types. */
  names: (tx: Executor, tenantId: number, list: NamedList, query: ListQuery) => {
    const source = namedLists[list];
    return pagedList<{ id: number; name: string }>(
      tx,
      source,
      { id: source.id, name: source.name },
      eq(source.tenantId, tenantId),
      query,
    );
  },

  taxTypes: (tx: Executor, tenantId: number, query: ListQuery) =>
    pagedList<{ id: number; name: string; rateBasisPoints: number }>(
      tx,
      taxTypes,
      { id: taxTypes.id, name: taxTypes.name, rateBasisPoints: taxTypes.rateBasisPoints },
      eq(taxTypes.tenantId, tenantId),
      query,
    ),

  /** One tax type; null when the tenant has none with this id. */
  taxType: async (tx: Executor, tenantId: number, id: number) => {
    const [row] = await tx
      .select({ id: taxTypes.id, name: taxTypes.name, rateBasisPoints: taxTypes.rateBasisPoints })
      .from(taxTypes)
      .where(and(eq(taxTypes.tenantId, tenantId), eq(taxTypes.id, id)));
    return row ?? null;
  },

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

  /**
   * Rate cards: all (companyId undefined), the general ones (null) or those fitting a company;
   * `onlyCompanyId` keeps just that company's own agreements.
   */
  rateCards: (
    tx: Executor,
    tenantId: number,
    query: ListQuery & { companyId?: number | null; onlyCompanyId?: number },
  ) =>
    pagedList<RateCard>(
      tx,
      rateCards,
      {
        ...rateCardColumns,
        companyName: sql<
          string | null
        >`(select c.name from ${companies} c where c.tenant_id = ${rateCards.tenantId}
          and c.id = ${rateCards.companyId})`,
      },
      and(
        eq(rateCards.tenantId, tenantId),
        rateCardCompanyCondition(query.companyId),
        query.onlyCompanyId === undefined
          ? undefined
          : eq(rateCards.companyId, query.onlyCompanyId),
      ),
      query,
    ),

  /** The card's company; null when the tenant has no such card. */
  rateCard: async (tx: Executor, tenantId: number, id: number) => {
    const [row] = await tx
      .select({ id: rateCards.id, companyId: rateCards.companyId })
      .from(rateCards)
      .where(and(eq(rateCards.tenantId, tenantId), eq(rateCards.id, id)));
    return row ?? null;
  },

  rateCardItems: async (tx: Executor, tenantId: number, rateCardId: number, query: ListQuery) => {
    const where = and(
      eq(rateCardItems.tenantId, tenantId),
      eq(rateCardItems.rateCardId, rateCardId),
    );
    const rows = await tx
      .select({
        id: rateCardItems.id,
        functionId: rateCardItems.functionId,
        functionName: functions.name,
        hourlyRateCents: rateCardItems.hourlyRateCents,
      })
      .from(rateCardItems)
      .innerJoin(
        functions,
        and(
          eq(functions.tenantId, rateCardItems.tenantId),
          eq(functions.id, rateCardItems.functionId),
        ),
      )
      .where(where)
      .orderBy(asc(functions.name), asc(rateCardItems.id))
      .limit(query.limit)
      .offset(offsetOf(query));
    const [total] = await tx.select({ total: count() }).from(rateCardItems).where(where);
    return { items: rows, total: total?.total ?? 0 };
  },
};
