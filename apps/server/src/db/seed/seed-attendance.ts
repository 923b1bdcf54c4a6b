import type { Transaction } from '../client';
import { crewDayRepository } from '../../modules/crew-day/crew-day.repository';
import { memberInterval } from '../../modules/crew-day/crew-members';

export const minutes = (count: number) => count * 60_000;

/**
 * Everyone who worked checks in a few minutes before the planned start and out just after the
 * end; returns when the last one left.
 */
export const recordAttendance = async (tx: Transaction, tenantId: number, crewId: number) => {
  const rows = await crewDayRepository.assignments(tx, tenantId, crewId);
  let lastOut = new Date(0);
  for (const [index, row] of rows.entries()) {
    if (row.status !== 'confirmed' && row.status !== 'spare') continue;
    const planned = memberInterval(row);
    const checkOutAt = new Date(planned.end.getTime() + minutes(index % 4));
    await crewDayRepository.updateAssignments(tx, tenantId, [row.id], {
      checkInAt: new Date(planned.start.getTime() - minutes(5 + ((index * 7) % 20))),
      checkOutAt,
    });
    if (checkOutAt > lastOut) lastOut = checkOutAt;
  }
  return lastOut;
};
