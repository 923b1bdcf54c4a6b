import { and, eq, inArray, like, or } from 'drizzle-orm';
import type { Transaction } from '../client';
import { logins, personFunctions, persons } from '../schema';

/**
 * Public crew profiles are opt-in: crew@ and every third seeded crew member have opened theirs,
 * so /public/crew-profile/{personId} has something to show and something to refuse.
 */
export const seedPublicProfiles = async (tx: Transaction, tenantId: number) => {
  const [crewLogin] = await tx
    .select({ personId: logins.personId })
    .from(logins)
    .where(and(eq(logins.tenantId, tenantId), like(logins.email, 'crew@%')));
  const crew = await tx
    .selectDistinct({ personId: personFunctions.personId })
    .from(personFunctions)
    .where(eq(personFunctions.tenantId, tenantId))
    .orderBy(personFunctions.personId);
  const everyThird = crew.filter((_, index) => index % 3 === 0).map((row) => row.personId);
  await tx
    .update(persons)
    .set({ publicProfile: true })
    .where(
      and(
        eq(persons.tenantId, tenantId),
        or(
          inArray(persons.id, everyThird),
          crewLogin?.personId ? eq(persons.id, crewLogin.personId) : undefined,
        ),
      ),
    );
};
