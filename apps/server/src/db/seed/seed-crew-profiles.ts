import { and, asc, eq, inArray, like, or } from 'drizzle-orm';
import type { Transaction } from '../client';
import { logins, personFunctions, persons } from '../schema';
import { initialsAvatar, initialsOf } from './seed-images';
import { fileSlug, storeSeedFiles, type SeedFiles } from './seed-files';

/** How many crew members besides crew@ and chief@ get a profile picture. */
const picturedColleagues = 6;

/** The person ids of demo users by the local part of their e-mail (crew, chief, ...). */
export const demoUserPersonIds = async (
  tx: Transaction,
  tenantId: number,
  locals: readonly string[],
): Promise<Map<string, number>> => {
  const rows = await tx
    .select({ email: logins.email, personId: logins.personId })
    .from(logins)
    .where(
      and(
        eq(logins.tenantId, tenantId),
        or(...locals.map((local) => like(logins.email, `${local}@%`))),
      ),
    );
  return new Map(
    rows.flatMap((row) =>
      row.personId === null ? [] : [[row.email.split('@')[0]!, row.personId]],
    ),
  );
};

/**
 * Public crew profiles are opt-in: crew@, chief@ and every third seeded crew member have opened
 * theirs, so /public/crew-profile/{personId} has something to show and something to refuse.
 * With storage, crew@, chief@ and a few of them also get a profile picture (initials on a
 * colour), stored like an approved upload.
 */
export const seedPublicProfiles = async (tx: Transaction, seed: SeedFiles) => {
  const { tenantId } = seed;
  const users = await demoUserPersonIds(tx, tenantId, ['crew', 'chief']);
  const crew = await tx
    .selectDistinct({ personId: personFunctions.personId })
    .from(personFunctions)
    .where(eq(personFunctions.tenantId, tenantId))
    .orderBy(personFunctions.personId);
  const everyThird = crew.filter((_, index) => index % 3 === 0).map((row) => row.personId);
  const opened = [...users.values(), ...everyThird];
  await tx
    .update(persons)
    .set({ publicProfile: true })
    .where(and(eq(persons.tenantId, tenantId), inArray(persons.id, opened)));
  if (!seed.storage) return;

  const pictured = [...new Set([...users.values(), ...everyThird.slice(0, picturedColleagues)])];
  const people = await tx
    .select({ id: persons.id, firstName: persons.firstName, lastName: persons.lastName })
    .from(persons)
    .where(and(eq(persons.tenantId, tenantId), inArray(persons.id, pictured)))
    .orderBy(asc(persons.id));
  const pictures = [];
  for (const [index, person] of people.entries()) {
    pictures.push({
      bytes: await initialsAvatar(initialsOf(person.firstName, person.lastName), index),
      filename: `${fileSlug(`${person.firstName} ${person.lastName}`)}.png`,
      contentType: 'image/png',
    });
  }
  const fileIds = await storeSeedFiles(tx, seed, pictures);
  for (const [index, person] of people.entries()) {
    await tx
      .update(persons)
      .set({ pictureFileId: fileIds[index] })
      .where(and(eq(persons.tenantId, tenantId), eq(persons.id, person.id)));
  }
};
