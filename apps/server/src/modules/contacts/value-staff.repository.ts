import { offsetOf, type ListQuery } from '@crewhub/shared';
import { and, asc, count, countDistinct, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sameTenantRow } from '../../db/joins';
import { crewRatings, logins, persons } from '../../db/schema';

const averageHundredths = sql<number>`round(avg(${crewRatings.value}) * 100)::int`;

/** Ratings given through one of the contact's logins (a contact normally has one). */
const byContact = (tenantId: number, contactId: number) =>
  and(eq(crewRatings.tenantId, tenantId), eq(logins.contactId, contactId));

export const valueStaffRepository = {
  /** The people the contact rated, best average first, then the most rated. */
  ofContact: async (tx: Executor, tenantId: number, contactId: number, query: ListQuery) => {
    const where = byContact(tenantId, contactId);
    const rows = await tx
      .select({
        personId: persons.id,
        firstName: persons.firstName,
        lastName: persons.lastName,
        averageRatingHundredths: averageHundredths,
        ratingCount: count(),
        // Never null: every group has at least one rating.
        lastRatedAt: sql<Date>`max(${crewRatings.createdAt})`.mapWith(crewRatings.createdAt),
      })
      .from(crewRatings)
      .innerJoin(logins, sameTenantRow(logins, crewRatings.tenantId, crewRatings.ratedByLoginId))
      .innerJoin(persons, sameTenantRow(persons, crewRatings.tenantId, crewRatings.personId))
      .where(where)
      .groupBy(persons.id, persons.firstName, persons.lastName)
      .orderBy(
        desc(averageHundredths),
        desc(count()),
        asc(persons.lastName),
        asc(persons.firstName),
        asc(persons.id),
      )
      .limit(query.limit)
      .offset(offsetOf(query));
    const [total] = await tx
      .select({ total: countDistinct(crewRatings.personId) })
      .from(crewRatings)
      .innerJoin(logins, sameTenantRow(logins, crewRatings.tenantId, crewRatings.ratedByLoginId))
      .where(where);
    return { rows, total: total?.total ?? 0 };
  },
};
