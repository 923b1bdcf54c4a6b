import {
  offsetOf,
  type ListQuery,
  type Membership,
  type MembershipCrew,
  type MembershipCrewMember,
  type PersonMembership,
} from '@crewhub/shared';
import { and, asc, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companies, persons, plannerCrewMemberships, plannerCrews } from '../../db/schema';

const memberships = plannerCrewMemberships;

const countKind = (kind: string | null) =>
  sql<number>`(select count(*)::int from ${memberships} m where m.tenant_id = ${plannerCrews.tenantId}
    and m.planner_crew_id = ${plannerCrews.id} ${kind ? sql`and m.kind = ${kind}` : sql`and m.kind <> 'blocked'`})`;

const selectCrews = (tx: Executor) =>
  tx
    .select({
      id: plannerCrews.id,
      name: plannerCrews.name,
      typeOfAssignment: plannerCrews.typeOfAssignment,
      companyId: plannerCrews.companyId,
      companyName: companies.name,
      memberCount: countKind(null),
      favouriteCount: countKind('favourite'),
      blockedCount: countKind('blocked'),
    })
    .from(plannerCrews)
    .leftJoin(
      companies,
      and(eq(companies.tenantId, plannerCrews.tenantId), eq(companies.id, plannerCrews.companyId)),
    );

/** Null: every crew of the tenant; a number: only that client company's crews. */
const companyCondition = (companyId: number | null): SQL | undefined =>
  companyId === null ? undefined : eq(plannerCrews.companyId, companyId);

const personName = sql<string>`${persons.firstName} || ' ' || ${persons.lastName}`;
const personOfMembership = and(
  eq(persons.tenantId, memberships.tenantId),
  eq(persons.id, memberships.personId),
);

const membershipColumns = {
  id: memberships.id,
  plannerCrewId: memberships.plannerCrewId,
  personId: memberships.personId,
  personName,
  kind: memberships.kind,
};

const selectMemberships = (tx: Executor) =>
  tx.select(membershipColumns).from(memberships).innerJoin(persons, personOfMembership);

const crewOfMembership = and(
  eq(plannerCrews.tenantId, memberships.tenantId),
  eq(plannerCrews.id, memberships.plannerCrewId),
);

const membershipCount = async (tx: Executor, where: SQL | undefined) =>
  (await tx.select({ total: count() }).from(memberships).where(where))[0]?.total ?? 0;

/** The people of a crew: members and favourites, or with `withBlocked` everyone. */
const peopleOfCrew = (tenantId: number, crewId: number, withBlocked: boolean) =>
  and(
    eq(memberships.tenantId, tenantId),
    eq(memberships.plannerCrewId, crewId),
    withBlocked ? undefined : ne(memberships.kind, 'blocked'),
  );

export const membershipCrewsRepository = {
  /** A page of the crews by name; `companyId` narrows to one client company's crews. */
  page: async (
    tx: Executor,
    tenantId: number,
    companyId: number | null,
    query: ListQuery,
  ): Promise<{ items: MembershipCrew[]; total: number }> => {
    const where = and(eq(plannerCrews.tenantId, tenantId), companyCondition(companyId));
    const items = await selectCrews(tx)
      .where(where)
      .orderBy(asc(plannerCrews.name), asc(plannerCrews.id))
      .limit(query.limit)
      .offset(offsetOf(query));
    const [total] = await tx.select({ total: count() }).from(plannerCrews).where(where);
    return { items, total: total?.total ?? 0 };
  },

  findById: async (tx: Executor, tenantId: number, id: number, companyId: number | null) => {
    const [row] = await selectCrews(tx).where(
      and(
        eq(plannerCrews.tenantId, tenantId),
        eq(plannerCrews.id, id),
        companyCondition(companyId),
      ),
    );
    return row ?? null;
  },

  insert: async (tx: Executor, values: typeof plannerCrews.$inferInsert): Promise<number> => {
    const [row] = await tx.insert(plannerCrews).values(values).returning({ id: plannerCrews.id });
    return row!.id;
  },

  update: async (
    tx: Executor,
    tenantId: number,
    id: number,
    values: Partial<typeof plannerCrews.$inferInsert>,
  ) => {
    if (Object.keys(values).length === 0) return;
    await tx
      .update(plannerCrews)
      .set(values)
      .where(and(eq(plannerCrews.tenantId, tenantId), eq(plannerCrews.id, id)));
  },

  /** A page of the crew's memberships (blocked people too) by name. */
  memberships: async (
    tx: Executor,
    tenantId: number,
    crewId: number,
    query: ListQuery,
  ): Promise<{ items: Membership[]; total: number }> => {
    const where = peopleOfCrew(tenantId, crewId, true);
    const items = await selectMemberships(tx)
      .where(where)
      .orderBy(asc(persons.lastName), asc(persons.firstName), asc(memberships.id))
      .limit(query.limit)
      .offset(offsetOf(query));
    return { items, total: await membershipCount(tx, where) };
  },

  membership: async (tx: Executor, tenantId: number, id: number): Promise<Membership | null> => {
    const [row] = await selectMemberships(tx).where(
      and(eq(memberships.tenantId, tenantId), eq(memberships.id, id)),
    );
    return row ?? null;
  },

  /** A page of the crews a person is in (`companyId`: only that company's crews), by crew name. */
  ofPerson: async (
    tx: Executor,
    tenantId: number,
    personId: number,
    companyId: number | null,
    query: ListQuery,
  ): Promise<{ items: PersonMembership[]; total: number }> => {
    const where = and(
      eq(memberships.tenantId, tenantId),
      eq(memberships.personId, personId),
      companyCondition(companyId),
    );
    const items = await tx
      .select({
        ...membershipColumns,
        plannerCrewName: plannerCrews.name,
        typeOfAssignment: plannerCrews.typeOfAssignment,
      })
      .from(memberships)
      .innerJoin(persons, personOfMembership)
      .innerJoin(plannerCrews, crewOfMembership)
      .where(where)
      .orderBy(asc(plannerCrews.name), asc(memberships.id))
      .limit(query.limit)
      .offset(offsetOf(query));
    const [total] = await tx
      .select({ total: count() })
      .from(memberships)
      .innerJoin(plannerCrews, crewOfMembership)
      .where(where);
    return { items, total: total?.total ?? 0 };
  },

  /** A page of the people to staff from (blocked ones left out) with contact details. */
  crewMembers: async (
    tx: Executor,
    tenantId: number,
    crewId: number,
    query: ListQuery,
  ): Promise<{ items: MembershipCrewMember[]; total: number }> => {
    const where = peopleOfCrew(tenantId, crewId, false);
    const items = await tx
      .select({
        personId: persons.id,
        firstName: persons.firstName,
        lastName: persons.lastName,
        email: persons.email,
        phone: persons.phone,
        city: persons.city,
        kind: memberships.kind,
      })
      .from(memberships)
      .innerJoin(persons, personOfMembership)
      .where(where)
      .orderBy(asc(persons.lastName), asc(persons.firstName), asc(persons.id))
      .limit(query.limit)
      .offset(offsetOf(query));
    return { items, total: await membershipCount(tx, where) };
  },

  /** Adds the person, or changes their kind when already in the crew. */
  upsertMembership: async (tx: Executor, values: typeof memberships.$inferInsert) => {
    const [row] = await tx
      .insert(memberships)
      .values(values)
      .onConflictDoUpdate({
        target: [memberships.tenantId, memberships.plannerCrewId, memberships.personId],
        set: { kind: values.kind },
      })
      .returning({ id: memberships.id, created: sql<boolean>`(xmax = 0)` });
    return row!;
  },

  findMembership: async (tx: Executor, tenantId: number, id: number) => {
    const [row] = await tx
      .select({ id: memberships.id, plannerCrewId: memberships.plannerCrewId })
      .from(memberships)
      .where(and(eq(memberships.tenantId, tenantId), eq(memberships.id, id)));
    return row ?? null;
  },

  deleteMembership: async (tx: Executor, tenantId: number, id: number) => {
    await tx
      .delete(memberships)
      .where(and(eq(memberships.tenantId, tenantId), eq(memberships.id, id)));
  },
};
