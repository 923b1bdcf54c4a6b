import { offsetOf, type PersonListItem, type PersonListQuery } from '@crewhub/shared';
import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { containsPattern } from '../../db/like';
import { functions, personFunctions, persons, regions } from '../../db/schema';

const fullName = sql<string>`${persons.firstName} || ' ' || ${persons.lastName}`;

const listFilter = (tenantId: number, query: PersonListQuery) => {
  const pattern = query.q ? containsPattern(query.q) : null;
  return and(
    eq(persons.tenantId, tenantId),
    pattern
      ? or(ilike(fullName, pattern), ilike(persons.email, pattern), ilike(persons.city, pattern))
      : undefined,
    query.regionId ? eq(persons.regionId, query.regionId) : undefined,
    query.temporary === undefined ? undefined : eq(persons.temporary, query.temporary),
    query.functionIds?.length
      ? sql`exists (select 1 from ${personFunctions} pf where pf.tenant_id = ${persons.tenantId}
          and pf.person_id = ${persons.id} and pf.function_id in ${query.functionIds})`
      : undefined,
  );
};

export const personsRepository = {
  /** A page of people by name, with their region and functions (one query for each). */
  page: async (
    tx: Executor,
    tenantId: number,
    query: PersonListQuery,
  ): Promise<{ items: PersonListItem[]; total: number }> => {
    const where = listFilter(tenantId, query);
    const rows = await tx
      .select({
        id: persons.id,
        firstName: persons.firstName,
        lastName: persons.lastName,
        email: persons.email,
        phone: persons.phone,
        city: persons.city,
        temporary: persons.temporary,
        regionId: regions.id,
        regionName: regions.name,
      })
      .from(persons)
      .leftJoin(
        regions,
        and(eq(regions.tenantId, persons.tenantId), eq(regions.id, persons.regionId)),
      )
      .where(where)
      .orderBy(asc(persons.lastName), asc(persons.firstName), asc(persons.id))
      .limit(query.limit)
      .offset(offsetOf(query));
    const [total] = await tx.select({ total: count() }).from(persons).where(where);
    const personFunctionRows = rows.length
      ? await tx
          .select({ personId: personFunctions.personId, id: functions.id, name: functions.name })
          .from(personFunctions)
          .innerJoin(
            functions,
            and(
              eq(functions.tenantId, personFunctions.tenantId),
              eq(functions.id, personFunctions.functionId),
            ),
          )
          .where(
            and(
              eq(personFunctions.tenantId, tenantId),
              inArray(
                personFunctions.personId,
                rows.map((row) => row.id),
              ),
            ),
          )
          .orderBy(asc(functions.name))
      : [];
    return {
      total: total?.total ?? 0,
      items: rows.map(({ regionId, regionName, ...row }) => ({
        ...row,
        name: `${row.firstName} ${row.lastName}`,
        region: regionId === null ? null : { id: regionId, name: regionName ?? '' },
        functions: personFunctionRows
          .filter((fn) => fn.personId === row.id)
          .map((fn) => ({ id: fn.id, name: fn.name })),
      })),
    };
  },
};
