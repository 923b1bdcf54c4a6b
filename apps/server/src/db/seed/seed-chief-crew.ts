import { addDays } from '@crewhub/shared';
import { and, asc, eq, gte, inArray, lte, ne, notInArray } from 'drizzle-orm';
import type { Transaction } from '../client';
import {
  functions,
  personFunctions,
  projectCrewItems,
  projectCrewItemStatuses,
  projectCrews,
  projects,
} from '../schema';
import { demoUserPersonIds } from './seed-crew-profiles';
import { recordAttendance } from './seed-attendance';

/**
 * chief@ led a crew yesterday on a project he runs (the scenario's expo, which began then):
 * the crew worked, checked in and out, and the delivery note still waits for a signature, so
 * his home lists it under unsigned delivery notes. Skipped when there is no such project.
 */
export const seedChiefsUnsignedCrew = async (
  tx: Transaction,
  options: { tenantId: number; today: string; guestProjectNumber: string },
) => {
  const { tenantId } = options;
  const yesterday = addDays(options.today, -1);
  const users = await demoUserPersonIds(tx, tenantId, ['chief', 'crew']);
  const chief = users.get('chief');
  if (chief === undefined) return;
  const [project] = await tx
    .select({ id: projects.id, locationId: projects.locationId })
    .from(projects)
    .where(
      and(
        eq(projects.tenantId, tenantId),
        eq(projects.crewChiefPersonId, chief),
        ne(projects.number, options.guestProjectNumber),
        lte(projects.beginDate, yesterday),
        gte(projects.endDate, yesterday),
      ),
    )
    .limit(1);
  if (!project) return;
  const functionIds = new Map(
    (
      await tx
        .select({ id: functions.id, name: functions.name })
        .from(functions)
        .where(
          and(
            eq(functions.tenantId, tenantId),
            inArray(functions.name, ['Crew chief', 'Stagehand']),
          ),
        )
    ).map((row) => [row.name, row.id]),
  );
  const chiefFunction = functionIds.get('Crew chief');
  const stagehandFunction = functionIds.get('Stagehand');
  if (chiefFunction === undefined || stagehandFunction === undefined) return;
  // Two stagehands besides the demo users (whose own days the other demo data describes).
  const stagehands = await tx
    .select({ personId: personFunctions.personId })
    .from(personFunctions)
    .where(
      and(
        eq(personFunctions.tenantId, tenantId),
        eq(personFunctions.functionId, stagehandFunction),
        notInArray(personFunctions.personId, [...users.values()]),
      ),
    )
    .orderBy(asc(personFunctions.personId))
    .limit(2);

  const [crew] = await tx
    .insert(projectCrews)
    .values({
      tenantId,
      projectId: project.id,
      name: 'Hall 1 load-in',
      date: yesterday,
      shift: 'day',
      locationId: project.locationId,
      crewChiefPersonId: chief,
      contactOnSiteName: 'Eva Hendriks',
    })
    .returning({ id: projectCrews.id });
  const position = { tenantId, projectCrewId: crew!.id, projectId: project.id };
  const times = { startDate: yesterday, endDate: yesterday, startTime: '07:00', endTime: '16:00' };
  const [chiefPosition, stagehandPosition] = await tx
    .insert(projectCrewItems)
    .values([
      { ...position, ...times, functionId: chiefFunction, crewChief: true, chargeableHours: '9' },
      {
        ...position,
        ...times,
        functionId: stagehandFunction,
        amountOfRows: 2,
        chargeableHours: '9',
      },
    ])
    .returning({ id: projectCrewItems.id });
  await tx.insert(projectCrewItemStatuses).values([
    { tenantId, projectCrewItemId: chiefPosition!.id, personId: chief, status: 'confirmed' },
    ...stagehands.map(({ personId }) => ({
      tenantId,
      projectCrewItemId: stagehandPosition!.id,
      personId,
      status: 'confirmed' as const,
    })),
  ]);
  await recordAttendance(tx, tenantId, crew!.id);
};
