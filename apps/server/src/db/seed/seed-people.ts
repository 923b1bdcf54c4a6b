import { mapLinkFor } from '@crewhub/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../client';
import {
  companies,
  contacts,
  crewRatings,
  crewRatingTypes,
  crewTags,
  functions,
  locations,
  logins,
  personFunctions,
  personSkills,
  persons,
  personTags,
  regions,
  skills,
} from '../schema';
import {
  demoCities,
  demoFirstNames,
  demoFunctions,
  demoLastNames,
  demoLocations,
  demoRatingTypes,
  demoRegions,
  demoSkills,
  demoTags,
  extraContacts,
  seededRandom,
  type DemoFunctionName,
} from './planning-demo-data';
import type { ProjectReferences } from './seed-project-references';

const byName = <T extends { id: number; name: string }>(rows: T[]) =>
  Object.fromEntries(rows.map((row) => [row.name, row.id])) as Record<string, number>;

export type CrewPerson = { id: number; functionIds: number[]; city: string };

/** Everything the demo plan refers to: people and places, and what projects are filed under. */
export type PlanningRefs = Awaited<ReturnType<typeof seedPeople>> & ProjectReferences;

/** The demo users seeded by seed-demo.ts, by the local part of their e-mail. */
const demoUsers = async (tx: Transaction, tenantId: number) => {
  const rows = await tx
    .select({ email: logins.email, personId: logins.personId, contactId: logins.contactId })
    .from(logins)
    .where(eq(logins.tenantId, tenantId));
  const local = (name: string) => rows.find((row) => row.email.startsWith(`${name}@`));
  return {
    crew: local('crew')!.personId!,
    chief: local('chief')!.personId!,
    planner: local('planner')!.personId!,
    temp: local('temp')!.personId!,
    clientContact: local('client')!.contactId!,
  };
};

/**
 * Reference lists, locations, crew members with functions/skills/tags/homes/ratings and the
 * client contacts. Everything in a handful of multi-row inserts to keep seeding fast.
 */
export const seedPeople = async (tx: Transaction, tenantId: number, crewCount: number) => {
  const random = seededRandom(tenantId * 97);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const regionIds = byName(
    await tx
      .insert(regions)
      .values(demoRegions.map((name) => ({ tenantId, name })))
      .returning(),
  );
  const functionIds = byName(
    await tx
      .insert(functions)
      .values(
        demoFunctions.map((item) => ({
          tenantId,
          name: item.name,
          color: item.color,
          spare: 'spare' in item,
        })),
      )
      .returning(),
  );
  const fn = (name: DemoFunctionName) => functionIds[name]!;
  const tagIds = Object.values(
    byName(
      await tx
        .insert(crewTags)
        .values(demoTags.map((name) => ({ tenantId, name })))
        .returning(),
    ),
  );
  const skillIds = Object.values(
    byName(
      await tx
        .insert(skills)
        .values(demoSkills.map((name) => ({ tenantId, name })))
        .returning(),
    ),
  );
  const ratingTypeIds = Object.values(
    byName(
      await tx
        .insert(crewRatingTypes)
        .values(demoRatingTypes.map((name) => ({ tenantId, name })))
        .returning(),
    ),
  );
  const locationRows = await tx
    .insert(locations)
    .values(
      demoLocations.map(({ region, ...place }) => ({
        ...place,
        tenantId,
        country: 'NL',
        regionId: regionIds[region]!,
        geoSource: 'manual' as const,
        mapLink: mapLinkFor(place),
        info: 'Crew entrance at the loading dock; show your crew pass.',
      })),
    )
    .returning({ id: locations.id, city: locations.city });

  const users = await demoUsers(tx, tenantId);
  const mainFunctions = demoFunctions
    .filter((item) => !('spare' in item))
    .map((item) => fn(item.name));
  const crewRows = await tx
    .insert(persons)
    .values(
      Array.from({ length: crewCount }, (_, index) => {
        const home = demoCities[index % demoCities.length]!;
        const firstName = demoFirstNames[index % demoFirstNames.length]!;
        const lastName = demoLastNames[(index * 7) % demoLastNames.length]!;
        return {
          tenantId,
          firstName,
          lastName,
          email: `${firstName}.${lastName.replace(/\s/g, '')}${index}@crew.example`.toLowerCase(),
          phone: `+31 6 2000 ${String(1000 + index)}`,
          city: home.city,
          country: 'NL',
          regionId: regionIds[home.region]!,
          latitude: home.latitude + (random() - 0.5) * 0.1,
          longitude: home.longitude + (random() - 0.5) * 0.1,
        };
      }),
    )
    .returning({ id: persons.id, city: persons.city });

  const crew: CrewPerson[] = crewRows.map((row, index) => {
    const primary = mainFunctions[index % mainFunctions.length]!;
    const second = index % 3 === 0 ? fn('Stagehand') : index % 3 === 1 ? fn('Runner') : primary;
    return { id: row.id, city: row.city ?? '', functionIds: [...new Set([primary, second])] };
  });
  // The demo users work too: crew@ as stagehand/runner, chief@ leads crews, temp@ helps out.
  const demoCrew: CrewPerson[] = [
    { id: users.crew, city: 'Rotterdam', functionIds: [fn('Stagehand'), fn('Runner')] },
    {
      id: users.chief,
      city: 'Rotterdam',
      functionIds: [fn('Crew chief'), fn('Stagehand'), fn('Rigger')],
    },
    { id: users.temp, city: 'Rotterdam', functionIds: [fn('Stagehand'), fn('Hospitality host')] },
  ];
  await tx
    .update(persons)
    .set({ regionId: regionIds.Rotterdam!, latitude: 51.9244, longitude: 4.4777 })
    .where(
      and(
        eq(persons.tenantId, tenantId),
        inArray(
          persons.id,
          demoCrew.map((person) => person.id),
        ),
      ),
    );
  const everyone = [...crew, ...demoCrew];
  await tx
    .insert(personFunctions)
    .values(
      everyone.flatMap((person) =>
        person.functionIds.map((functionId) => ({ tenantId, personId: person.id, functionId })),
      ),
    );
  await tx
    .insert(personTags)
    .values(
      everyone.flatMap((person, index) =>
        [tagIds[index % tagIds.length]!, tagIds[(index + 2) % tagIds.length]!]
          .slice(0, (index % 3) + 0)
          .map((tagId) => ({ tenantId, personId: person.id, tagId })),
      ),
    );
  await tx.insert(personSkills).values(
    everyone
      .filter((_, index) => index % 2 === 0)
      .map((person, index) => ({
        tenantId,
        personId: person.id,
        skillId: skillIds[index % skillIds.length]!,
        validUntil: index % 5 === 0 ? '2027-12-31' : null,
      })),
  );
  await tx.insert(crewRatings).values(
    everyone.flatMap((person, index) =>
      Array.from({ length: index % 4 }, (_, n) => ({
        tenantId,
        personId: person.id,
        ratingTypeId: pick(ratingTypeIds),
        value: 2 + ((index + n) % 4),
        comment: n === 0 ? 'Reliable and friendly on site' : null,
      })),
    ),
  );

  const companyRows = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.tenantId, tenantId))
    .orderBy(companies.id);
  const contactRows = await tx
    .insert(contacts)
    .values(
      extraContacts.map((contact, index) => ({
        tenantId,
        ...contact,
        contactNumber: `C-${2000 + index}`,
        companyId: companyRows[(index % (companyRows.length - 1)) + 1]!.id,
        email: `${contact.firstName.toLowerCase()}@client${index}.example`,
      })),
    )
    .returning({ id: contacts.id, companyId: contacts.companyId });
  const contactOf = (companyId: number) =>
    companyId === companyRows[0]!.id
      ? users.clientContact
      : contactRows.find((row) => row.companyId === companyId)!.id;

  return {
    users,
    fn,
    regionIds,
    tagIds,
    skillIds,
    locationIds: locationRows.map((row) => row.id),
    companyIds: companyRows.map((row) => row.id),
    contactOf,
    crew,
  };
};
