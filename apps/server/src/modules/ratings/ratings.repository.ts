import { and, asc, avg, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { positionOfAssignment, projectOfPosition } from '../../db/joins';
import {
  contacts,
  crewRatings,
  crewRatingTypes,
  functions,
  personFunctions,
  persons,
  projectCrewItems,
  projectCrewItemStatuses,
  projects,
} from '../../db/schema';

export type CrewRatingRow = typeof crewRatings.$inferSelect;

/** The unique index behind "one rating per rater, job and rating type". */
export const crewRatingUniqueKey = 'crew_rating_rater_job_type_key';

export const ratingsRepository = {
  types: (tx: Executor, tenantId: number) =>
    tx
      .select({ id: crewRatingTypes.id, name: crewRatingTypes.name })
      .from(crewRatingTypes)
      .where(eq(crewRatingTypes.tenantId, tenantId))
      .orderBy(asc(crewRatingTypes.name)),

  typeExists: async (tx: Executor, tenantId: number, id: number) =>
    (
      await tx
        .select({ id: crewRatingTypes.id })
        .from(crewRatingTypes)
        .where(and(eq(crewRatingTypes.tenantId, tenantId), eq(crewRatingTypes.id, id)))
    ).length > 0,

  /** Ratings, optionally only those a login gave, for one crew or for one person. */
  list: (
    tx: Executor,
    tenantId: number,
    filter: { ratedByLoginId?: number; projectCrewId?: number; personId?: number },
  ) =>
    tx
      .select({ rating: crewRatings })
      .from(crewRatings)
      .leftJoin(
        projectCrewItemStatuses,
        and(
          eq(projectCrewItemStatuses.tenantId, crewRatings.tenantId),
          eq(projectCrewItemStatuses.id, crewRatings.projectCrewItemStatusId),
        ),
      )
      .leftJoin(projectCrewItems, positionOfAssignment)
      .where(
        and(
          eq(crewRatings.tenantId, tenantId),
          filter.ratedByLoginId ? eq(crewRatings.ratedByLoginId, filter.ratedByLoginId) : undefined,
          filter.personId ? eq(crewRatings.personId, filter.personId) : undefined,
          filter.projectCrewId
            ? eq(projectCrewItems.projectCrewId, filter.projectCrewId)
            : undefined,
        ),
      )
      .orderBy(asc(crewRatings.id)),

  /** The crew of an assignment, to check who may rate it. */
  crewOfAssignment: async (tx: Executor, tenantId: number, assignmentId: number) =>
    (
      await tx
        .select({ crewId: projectCrewItems.projectCrewId })
        .from(projectCrewItemStatuses)
        .innerJoin(projectCrewItems, positionOfAssignment)
        .where(
          and(
            eq(projectCrewItemStatuses.tenantId, tenantId),
            eq(projectCrewItemStatuses.id, assignmentId),
          ),
        )
    )[0]?.crewId ?? null,

  /** One rating per rater, job and rating type: saving again updates it. */
  save: async (
    tx: Executor,
    values: Omit<typeof crewRatings.$inferInsert, 'id' | 'createdAt'>,
  ): Promise<CrewRatingRow> => {
    const sameRating: SQL = and(
      eq(crewRatings.tenantId, values.tenantId),
      eq(crewRatings.ratedByLoginId, values.ratedByLoginId!),
      eq(crewRatings.projectCrewItemStatusId, values.projectCrewItemStatusId!),
      values.ratingTypeId
        ? eq(crewRatings.ratingTypeId, values.ratingTypeId)
        : isNull(crewRatings.ratingTypeId),
    )!;
    const [updated] = await tx
      .update(crewRatings)
      .set({ value: values.value, comment: values.comment })
      .where(sameRating)
      .returning();
    return updated ?? (await tx.insert(crewRatings).values(values).returning())[0]!;
  },

  profile: async (tx: Executor, tenantId: number, personId: number) => {
    const [person] = await tx
      .select({
        id: persons.id,
        firstName: persons.firstName,
        lastName: persons.lastName,
        phone: persons.phone,
        email: persons.email,
        publicProfile: persons.publicProfile,
        pictureFileId: persons.pictureFileId,
      })
      .from(persons)
      .where(and(eq(persons.tenantId, tenantId), eq(persons.id, personId)));
    if (!person) return null;
    const functionRows = await tx
      .select({ name: functions.name })
      .from(personFunctions)
      .innerJoin(
        functions,
        and(
          eq(functions.tenantId, personFunctions.tenantId),
          eq(functions.id, personFunctions.functionId),
        ),
      )
      .where(and(eq(personFunctions.tenantId, tenantId), eq(personFunctions.personId, personId)))
      .orderBy(asc(functions.name));
    const [ratings] = await tx
      .select({ average: avg(crewRatings.value), count: count() })
      .from(crewRatings)
      .where(and(eq(crewRatings.tenantId, tenantId), eq(crewRatings.personId, personId)));
    return {
      person,
      functions: functionRows.map((row) => row.name),
      ratingAverage: ratings?.average === null || !ratings ? null : Number(ratings.average),
      ratingCount: ratings?.count ?? 0,
    };
  },

  /** Opens or closes the person's public profile; null when there is no such person. */
  setPublicProfile: async (tx: Executor, tenantId: number, personId: number, open: boolean) =>
    (
      await tx
        .update(persons)
        .set({ publicProfile: open })
        .where(and(eq(persons.tenantId, tenantId), eq(persons.id, personId)))
        .returning({ personId: persons.id, publicProfile: persons.publicProfile })
    )[0] ?? null,

  /** Whether the person worked on a project of the client contact's company. */
  workedForContactCompany: async (
    tx: Executor,
    tenantId: number,
    contactNumber: string,
    personId: number,
  ) => {
    const [row] = await tx
      .select({ found: sql<number>`1` })
      .from(projectCrewItemStatuses)
      .innerJoin(projectCrewItems, positionOfAssignment)
      .innerJoin(projects, projectOfPosition)
      .innerJoin(
        contacts,
        and(eq(contacts.tenantId, projects.tenantId), eq(contacts.companyId, projects.companyId)),
      )
      .where(
        and(
          eq(projectCrewItemStatuses.tenantId, tenantId),
          eq(projectCrewItemStatuses.personId, personId),
          eq(contacts.contactNumber, contactNumber),
        ),
      )
      .limit(1);
    return row !== undefined;
  },
};

export type ProfileRow = NonNullable<Awaited<ReturnType<typeof ratingsRepository.profile>>>;
