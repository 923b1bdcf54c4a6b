import type { Database } from '../db/client';
import {
  branches,
  cateringAgreementTypes,
  companies,
  contacts,
  functions,
  personFunctions,
  persons,
  plannerCrewMemberships,
  plannerCrews,
  projectCrewItems,
  projectCrewItemStatuses,
  projectCrews,
  projects,
  rateCardItems,
  rateCards,
} from '../db/schema';
import { withTenant } from '../db/tenant-scope';

type Insert<T extends { $inferInsert: unknown }> = Partial<T['$inferInsert']>;
let sequence = 0;
const next = () => (sequence += 1);

/**
 * Inserts planning data for tests, scoped to one tenant like the app does. Each call returns the
 * new row; pass overrides for what the test cares about.
 */
export const createFactories = (db: Database, tenantId = 1) => {
  const insertOne = <T>(work: Parameters<typeof withTenant<T>>[2]) =>
    withTenant(db, tenantId, work);
  return {
    jobFunction: (values: Insert<typeof functions> = {}) =>
      insertOne(
        async (tx) =>
          (
            await tx
              .insert(functions)
              .values({ name: `Function ${next()}`, ...values, tenantId })
              .returning()
          )[0]!,
      ),

    person: (values: Insert<typeof persons> & { functionIds?: number[] } = {}) =>
      insertOne(async (tx) => {
        const { functionIds = [], ...rest } = values;
        const n = next();
        const [person] = await tx
          .insert(persons)
          .values({
            firstName: `Test${n}`,
            lastName: `Person${n}`,
            email: `person${n}@example.test`,
            ...rest,
            tenantId,
          })
          .returning();
        if (functionIds.length) {
          await tx
            .insert(personFunctions)
            .values(
              functionIds.map((functionId) => ({ tenantId, personId: person!.id, functionId })),
            );
        }
        return person!;
      }),

    /** A branch (an office the tenant plans from) with a unique name unless given one. */
    branch: (name = `Branch ${next()}`) =>
      insertOne(
        async (tx) => (await tx.insert(branches).values({ name, tenantId }).returning())[0]!,
      ),

    cateringType: (name = `Catering ${next()}`) =>
      insertOne(
        async (tx) =>
          (await tx.insert(cateringAgreementTypes).values({ name, tenantId }).returning())[0]!,
      ),

    company: (values: Insert<typeof companies> = {}) =>
      insertOne(
        async (tx) =>
          (
            await tx
              .insert(companies)
              .values({ name: `Test company ${next()}`, ...values, tenantId })
              .returning()
          )[0]!,
      ),

    contact: (values: Insert<typeof contacts> & { companyId: number }) =>
      insertOne(async (tx) => {
        const n = next();
        return (
          await tx
            .insert(contacts)
            .values({
              contactNumber: `C-T-${n}`,
              firstName: `Client${n}`,
              lastName: `Contact${n}`,
              email: `contact${n}@example.test`,
              ...values,
              tenantId,
            })
            .returning()
        )[0]!;
      }),

    /** A membership crew (a pool of people), the planners' own unless given a company. */
    membershipCrew: (values: Insert<typeof plannerCrews> = {}) =>
      insertOne(
        async (tx) =>
          (
            await tx
              .insert(plannerCrews)
              .values({ name: `Pool ${next()}`, ...values, tenantId })
              .returning()
          )[0]!,
      ),

    /** A person in a membership crew, a plain member unless given another kind. */
    membership: (
      values: Insert<typeof plannerCrewMemberships> & { plannerCrewId: number; personId: number },
    ) =>
      insertOne(
        async (tx) =>
          (
            await tx
              .insert(plannerCrewMemberships)
              .values({ ...values, tenantId })
              .returning()
          )[0]!,
      ),

    rateCard: (values: Insert<typeof rateCards> & { companyId: number | null }) =>
      insertOne(
        async (tx) =>
          (
            await tx
              .insert(rateCards)
              .values({ name: `Rate card ${next()}`, ...values, tenantId })
              .returning()
          )[0]!,
      ),

    rateCardItem: (
      values: Insert<typeof rateCardItems> & {
        rateCardId: number;
        functionId: number;
        hourlyRateCents: number;
      },
    ) =>
      insertOne(
        async (tx) =>
          (
            await tx
              .insert(rateCardItems)
              .values({ ...values, tenantId })
              .returning()
          )[0]!,
      ),

    project: (values: Insert<typeof projects> = {}) =>
      insertOne(async (tx) => {
        const n = next();
        return (
          await tx
            .insert(projects)
            .values({ number: `T-${n}`, name: `Test project ${n}`, ...values, tenantId })
            .returning()
        )[0]!;
      }),

    crew: (values: Insert<typeof projectCrews> & { projectId: number; date: string }) =>
      insertOne(
        async (tx) =>
          (
            await tx
              .insert(projectCrews)
              .values({ name: `Crew ${next()}`, ...values, tenantId })
              .returning()
          )[0]!,
      ),

    position: (
      values: Insert<typeof projectCrewItems> & {
        projectCrewId: number;
        projectId: number;
        functionId: number;
        startDate: string;
      },
    ) =>
      insertOne(
        async (tx) =>
          (
            await tx
              .insert(projectCrewItems)
              .values({
                endDate: values.startDate,
                startTime: '08:00',
                endTime: '17:00',
                ...values,
                tenantId,
              })
              .returning()
          )[0]!,
      ),

    assignment: (
      values: Insert<typeof projectCrewItemStatuses> & {
        projectCrewItemId: number;
        personId: number;
      },
    ) =>
      insertOne(
        async (tx) =>
          (
            await tx
              .insert(projectCrewItemStatuses)
              .values({ status: 'requested', ...values, tenantId })
              .returning()
          )[0]!,
      ),
  };
};

export type Factories = ReturnType<typeof createFactories>;
