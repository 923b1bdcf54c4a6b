import { offsetOf, type PersonListItem, type PersonListQuery } from '@crewhub/shared';
import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { containsPattern } from '../../db/like';
import {
  functions,
  personFunctions,
  persons,
  projectCrewItems,
  projectCrewItemStatuses,
  projects,
  regions,
} from '../../db/schema';

const fullName = sql<string>`${persons.firstName} || ' ' || ${persons.lastName}`;

/**
 * People confirmed on a (non-internal) project of the contact or the company: who worked for
 * them.
 */
const workedFor = (client: { contactId: number } | { companyId: number }) =>
  sql`exists (select 1 from ${projectCrewItemStatuses} s
    join ${projectCrewItems} pci on pci.tenant_id = s.tenant_id and pci.id = s.project_crew_item_id
    join ${projects} p on p.tenant_id = pci.tenant_id and p.id = pci.project_id
    where s.tenant_id = ${persons.tenantId} and s.person_id = ${persons.id}
    and s.status = 'confirmed' and p.internal_kind is null
    and ${'contactId' in client ? sql`p.contact_id = ${client.contactId}` : sql`p.company_id = ${client.companyId}`})`;

export type PersonFilter = PersonListQuery & {
  workedForContactId?: number;
  workedForCompanyId?: number;
};

const listFilter = (tenantId: number, query: PersonFilter) => {
  const pattern = query.q ? containsPattern(query.q) : null;
  return and(
    eq(persons.tenantId, tenantId),
    query.workedForContactId === undefined
      ? undefined
      : workedFor({ contactId: query.workedForContactId }),
    query.workedForCompanyId === undefined
      ? undefined
      : workedFor({ companyId: query.workedForCompanyId }),
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
  exists: async (tx: Executor, tenantId: number, id: number): Promise<boolean> =>
    (
      await tx
        .select({ id: persons.id })
        .from(persons)
        .where(and(eq(persons.tenantId, tenantId), eq(persons.id, id)))
    ).length > 0,

  /** A page of people by name, with their region and functions (one query for each). */
  page: async (
    tx: Executor,
    tenantId: number,
    query: PersonFilter,
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
