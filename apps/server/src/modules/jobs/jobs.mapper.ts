import {
  canConfirmJob,
  jobHasChanged,
  jobInterval,
  type Interval,
  type Job,
} from '@crewhub/shared';
import type { JobRow } from './jobs.repository';

const iso = (value: Date | null): string | null => value?.toISOString() ?? null;
/** Positions keep HH:MM:SS; DTOs show HH:MM. */
const hhmm = (value: string | null): string | null => value?.slice(0, 5) ?? null;

export const intervalOf = (row: JobRow): Interval => jobInterval(row, row.timeZone);

export const toJob = (row: JobRow, now: Date): Job => {
  const interval = intervalOf(row);
  return {
    id: row.id,
    status: row.status,
    projectCrewItemId: row.projectCrewItemId,
    projectCrewId: row.projectCrewId,
    project: { id: row.projectId, number: row.projectNumber, name: row.projectName },
    crewName: row.crewName,
    shift: row.shift,
    functionName: row.functionName,
    startDate: row.startDate,
    endDate: row.endDate,
    startTime: hhmm(row.startTime),
    endTime: hhmm(row.endTime),
    startsAt: interval.start.toISOString(),
    endsAt: interval.end.toISOString(),
    spare: row.spare,
    location:
      row.locationId !== null
        ? { id: row.locationId, name: row.locationName ?? '', city: row.locationCity }
        : null,
    isCrewChief: row.crewChiefPersonId === row.personId || row.chiefPosition,
    confirmedAt: iso(row.confirmedAt),
    checkInAt: iso(row.checkInAt),
    checkOutAt: iso(row.checkOutAt),
    canConfirm: row.status === 'requested' && canConfirmJob(interval.start, now).ok,
    hasChanged: jobHasChanged(row),
  };
};
