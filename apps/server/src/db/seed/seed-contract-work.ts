import { and, eq, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Transaction } from '../client';
import { positionOfAssignment } from '../joins';
import { projectCrewItems, projectCrewItemStatuses } from '../schema';

const quarterHours = (ms: number) => Math.round(ms / 900_000) / 4;

/**
 * The demo's crew chiefs never signed off past crews; a contract's worked hours are signed-off
 * hours, so the crews the contract holders worked before today are signed off now: the hours
 * between check-in and check-out to the quarter, less a half-hour break on a long shift.
 * Returns the signed-off minutes per person and local date.
 */
export const signOffPastWork = async (
  tx: Transaction,
  options: { tenantId: number; today: string; personIds: number[] },
) => {
  const rows = await tx
    .select({
      id: projectCrewItemStatuses.id,
      personId: projectCrewItemStatuses.personId,
      date: projectCrewItems.startDate,
      checkInAt: projectCrewItemStatuses.checkInAt,
      checkOutAt: projectCrewItemStatuses.checkOutAt,
    })
    .from(projectCrewItemStatuses)
    .innerJoin(projectCrewItems, positionOfAssignment)
    .where(
      and(
        eq(projectCrewItemStatuses.tenantId, options.tenantId),
        inArray(projectCrewItemStatuses.personId, options.personIds),
        eq(projectCrewItemStatuses.status, 'confirmed'),
        lt(projectCrewItems.startDate, options.today),
        isNotNull(projectCrewItemStatuses.checkInAt),
        isNotNull(projectCrewItemStatuses.checkOutAt),
        isNull(projectCrewItemStatuses.signedOffAt),
      ),
    );
  const worked: { personId: number; date: string; minutes: number }[] = [];
  for (const row of rows) {
    const present = quarterHours(row.checkOutAt!.getTime() - row.checkInAt!.getTime());
    const hours = present > 5.5 ? present - 0.5 : present;
    await tx
      .update(projectCrewItemStatuses)
      .set({
        proposedPaidHours: String(hours),
        signedOffAt: new Date(row.checkOutAt!.getTime() + 15 * 60_000),
      })
      .where(
        and(
          eq(projectCrewItemStatuses.tenantId, options.tenantId),
          eq(projectCrewItemStatuses.id, row.id),
        ),
      );
    worked.push({ personId: row.personId, date: row.date, minutes: Math.round(hours * 60) });
  }
  return worked;
};
