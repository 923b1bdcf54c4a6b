import type { Membership, MembershipCrew, MembershipCrewMember } from '@crewhub/shared';
import { and, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
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

export const membershipCrewsRepository = {
  list: (tx: Executor, tenantId: number, companyId: number | null): Promise<MembershipCrew[]> =>
    selectCrews(tx)
      .where(and(eq(plannerCrews.tenantId, tenantId), companyCondition(companyId)))
      .orderBy(asc(plannerCrews.name), asc(plannerCrews.id)),

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

  memberships: (
    tx: Executor,
    tenantId: number,
    crewId: number,
    membershipId?: number,
  ): Promise<Membership[]> =>
    tx
      .select({
        id: memberships.id,
        plannerCrewId: memberships.plannerCrewId,
        personId: memberships.personId,
        personName,
        kind: memberships.kind,
      })
      .from(memberships)
      .innerJoin(persons, personOfMembership)
      .where(
        and(
          eq(memberships.tenantId, tenantId),
          eq(memberships.plannerCrewId, crewId),
          membershipId === undefined ? undefined : eq(memberships.id, membershipId),
        ),
      )
      .orderBy(asc(persons.lastName), asc(persons.firstName)),

  crewMembers: (tx: Executor, tenantId: number, crewId: number): Promise<MembershipCrewMember[]> =>
    tx
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
      .where(
        and(
          eq(memberships.tenantId, tenantId),
          eq(memberships.plannerCrewId, crewId),
          ne(memberships.kind, 'blocked'),
        ),
      )
      .orderBy(asc(persons.lastName), asc(persons.firstName)),

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
