import type { PersonalDataField } from '@crewhub/shared';
import { and, asc, eq, isNotNull, notInArray } from 'drizzle-orm';
import type { Transaction } from '../client';
import { personChangeRequests, personFunctions, persons, profilePictures } from '../schema';
import { demoUserPersonIds } from './seed-crew-profiles';
import { storeSeedFiles, type SeedFiles } from './seed-files';
import { initialsAvatar, initialsOf } from './seed-images';

/**
 * What the office finds in its approval queue: chief@ moved and has a new phone and a new
 * picture; two colleagues corrected their address and nationality. crew@ has nothing pending,
 * so its own changes are the ones it sees.
 */
export const seedProfileChanges = async (tx: Transaction, seed: SeedFiles) => {
  const { tenantId, createdAt } = seed;
  const users = await demoUserPersonIds(tx, tenantId, ['crew', 'chief']);
  const chiefId = users.get('chief');
  const crewId = users.get('crew');
  if (chiefId === undefined || crewId === undefined) return;
  await tx
    .update(persons)
    .set({ nationality: 'NL' })
    .where(and(eq(persons.tenantId, tenantId), isNotNull(persons.birthday)));
  // Crew colleagues (people with a function), not staff such as the office itself.
  const colleagues = await tx
    .selectDistinct({ id: personFunctions.personId })
    .from(personFunctions)
    .where(
      and(
        eq(personFunctions.tenantId, tenantId),
        notInArray(personFunctions.personId, [chiefId, crewId]),
      ),
    )
    .orderBy(asc(personFunctions.personId))
    .limit(2);
  const requests: { personId: number; field: PersonalDataField; value: string }[] = [
    { personId: chiefId, field: 'street', value: 'Nieuwe Binnenweg 120' },
    { personId: chiefId, field: 'zipcode', value: '3015 BJ' },
    { personId: chiefId, field: 'phone', value: '+31 6 4812 7730' },
    ...colleagues.map(({ id }, index) =>
      index === 0
        ? { personId: id, field: 'city' as const, value: 'Schiedam' }
        : { personId: id, field: 'nationality' as const, value: 'BE' },
    ),
  ];
  await tx
    .insert(personChangeRequests)
    .values(requests.map((request) => ({ ...request, tenantId, createdAt })));
  if (!seed.storage) return;
  const [chief] = await tx
    .select({ firstName: persons.firstName, lastName: persons.lastName })
    .from(persons)
    .where(and(eq(persons.tenantId, tenantId), eq(persons.id, chiefId)));
  const [fileId] = await storeSeedFiles(tx, seed, [
    {
      bytes: await initialsAvatar(initialsOf(chief!.firstName, chief!.lastName), 5),
      filename: 'new-profile-picture.png',
      contentType: 'image/png',
    },
  ]);
  await tx
    .insert(profilePictures)
    .values({ tenantId, personId: chiefId, fileId: fileId!, createdAt });
};
