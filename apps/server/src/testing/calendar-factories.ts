import type { CrewItemStatus } from '@crewhub/shared';
import type { Database } from '../db/client';
import { crewTags, personSkills, personTags, regions, skills } from '../db/schema';
import { withTenant } from '../db/tenant-scope';
import { createCrewDayFactories } from './crew-day-factories';

type PositionOptions = Parameters<ReturnType<typeof createCrewDayFactories>['crewWithPosition']>[0];

/** Positions on the planning calendar with the assignment statuses that colour them. */
export const createCalendarFactories = (db: Database, tenantId = 1) => {
  const crewDay = createCrewDayFactories(db, tenantId);
  const inTenant = <T>(work: Parameters<typeof withTenant<T>>[2]) => withTenant(db, tenantId, work);
  let names = 0;
  const nextName = (prefix: string) => `${prefix} ${(names += 1)}`;

  /** A person the crew planner lists (they need a function), with the filters' attributes. */
  const plannablePerson = async (values: {
    lastName: string;
    functionId?: number;
    regionId?: number;
    tagIds?: number[];
    skillIds?: number[];
    /** Where they live, for the distance rule of find-best-person. */
    home?: { latitude: number; longitude: number };
  }) => {
    const functionId = values.functionId ?? (await crewDay.jobFunction()).id;
    const person = await crewDay.person({
      lastName: values.lastName,
      regionId: values.regionId ?? null,
      functionIds: [functionId],
      ...values.home,
    });
    await inTenant(async (tx) => {
      for (const tagId of values.tagIds ?? [])
        await tx.insert(personTags).values({ tenantId, personId: person.id, tagId });
      for (const skillId of values.skillIds ?? [])
        await tx.insert(personSkills).values({ tenantId, personId: person.id, skillId });
    });
    return person;
  };

  /** A position on `date` with one new person per status (or the given people). */
  const positionWithStatuses = async (
    options: PositionOptions & { statuses?: CrewItemStatus[]; personIds?: number[] },
  ) => {
    const { statuses = [], personIds = [], ...positionOptions } = options;
    const setup = await crewDay.crewWithPosition(positionOptions);
    for (const [index, status] of statuses.entries()) {
      const personId = personIds[index] ?? (await crewDay.person()).id;
      await crewDay.assignment({ projectCrewItemId: setup.position.id, personId, status });
    }
    return setup;
  };

  const named = (table: typeof regions | typeof crewTags | typeof skills, prefix: string) =>
    inTenant(
      async (tx) =>
        (
          await tx
            .insert(table)
            .values({ tenantId, name: nextName(prefix) })
            .returning()
        )[0]!,
    );

  return {
    ...crewDay,
    positionWithStatuses,
    plannablePerson,
    region: () => named(regions, 'Test region'),
    crewTag: () => named(crewTags, 'Test tag'),
    skill: () => named(skills, 'Test skill'),
  };
};

export type CalendarFactories = ReturnType<typeof createCalendarFactories>;
