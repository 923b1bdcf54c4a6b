import { addMonths } from '@crewhub/shared';
import { and, asc, eq, gte, inArray, isNull, lt, ne } from 'drizzle-orm';
import type { Transaction } from '../client';
import { projectOfCrew } from '../joins';
import {
  functions,
  projectCrewItems,
  projectCrewItemStatuses,
  projectCrews,
  projects,
} from '../schema';
import { recordAttendance } from './seed-attendance';

type Users = { crew: number; chief: number };

/** Load-outs crew@ worked under chief@ in each earlier month, beside the project's own crews. */
const shiftsPerMonth = 3;
const monthsBack = 3;

/**
 * The planning scenario gives crew@ and chief@ jobs around today only; a payroll history needs
 * months of work. In each of the three months before this one, chief@ led and crew@ worked a
 * few extra crews (load-outs) on projects that ran then, checked in and out like everyone else.
 */
export const seedWorkHistory = async (
  tx: Transaction,
  options: { tenantId: number; today: string; guestProjectNumber: string; users: Users },
) => {
  const { tenantId, users } = options;
  const thisMonth = `${options.today.slice(0, 7)}-01`;
  const functionIds = new Map(
    (
      await tx
        .select({ id: functions.id, name: functions.name })
        .from(functions)
        .where(
          and(
            eq(functions.tenantId, tenantId),
            inArray(functions.name, ['Crew chief', 'Stagehand', 'Runner']),
          ),
        )
    ).map((row) => [row.name, row.id]),
  );
  const chiefFunction = functionIds.get('Crew chief');
  const crewFunctions = [functionIds.get('Stagehand'), functionIds.get('Runner')];
  if (chiefFunction === undefined || crewFunctions.includes(undefined)) return;

  for (let back = monthsBack; back >= 1; back -= 1) {
    const monthStart = addMonths(thisMonth, -back);
    // The month's crew days on running projects, one load-out per day.
    const days = await tx
      .selectDistinctOn([projectCrews.date], {
        projectId: projectCrews.projectId,
        date: projectCrews.date,
        locationId: projectCrews.locationId,
      })
      .from(projectCrews)
      .innerJoin(projects, projectOfCrew)
      .where(
        and(
          eq(projectCrews.tenantId, tenantId),
          gte(projectCrews.date, monthStart),
          lt(projectCrews.date, addMonths(monthStart, 1)),
          eq(projects.state, 'confirmed'),
          isNull(projects.internalKind),
          ne(projects.number, options.guestProjectNumber),
        ),
      )
      .orderBy(asc(projectCrews.date), asc(projectCrews.projectId), asc(projectCrews.id));
    for (const [index, day] of days.slice(0, shiftsPerMonth).entries()) {
      const [crew] = await tx
        .insert(projectCrews)
        .values({
          tenantId,
          projectId: day.projectId,
          name: 'Load-out',
          date: day.date,
          shift: 'evening',
          locationId: day.locationId,
          crewChiefPersonId: users.chief,
        })
        .returning({ id: projectCrews.id });
      const position = {
        tenantId,
        projectCrewId: crew!.id,
        projectId: day.projectId,
        startDate: day.date,
        endDate: day.date,
        startTime: '16:00',
        // Every other load-out runs late, which earns the late-shift allowance.
        endTime: index % 2 === 0 ? '23:30' : '21:00',
        chargeableHours: index % 2 === 0 ? '7.5' : '5',
      };
      const [chiefPosition, crewPosition] = await tx
        .insert(projectCrewItems)
        .values([
          { ...position, functionId: chiefFunction, crewChief: true },
          { ...position, functionId: crewFunctions[index % 2]! },
        ])
        .returning({ id: projectCrewItems.id });
      await tx.insert(projectCrewItemStatuses).values(
        [
          { position: chiefPosition!.id, personId: users.chief },
          { position: crewPosition!.id, personId: users.crew },
        ].map((row) => ({
          tenantId,
          projectCrewItemId: row.position,
          personId: row.personId,
          status: 'confirmed' as const,
          proposedPaidHours: position.chargeableHours,
        })),
      );
      await recordAttendance(tx, tenantId, crew!.id);
    }
  }
};
