import {
  canConfirmJob,
  jobHasChanged,
  jobInterval,
  type Interval,
  type Job,
  type LedCrew,
} from '@crewhub/shared';
import type { crewChiefJobsRepository } from './crew-chief-jobs.repository';
import type { JobRow } from './jobs.repository';

const iso = (value: Date | null): string | null => value?.toISOString() ?? null;
/** Positions keep HH:MM:SS; DTOs show HH:MM. */
const hhmm = (value: string | null): string | null => value?.slice(0, 5) ?? null;

export const intervalOf = (row: JobRow): Interval => jobInterval(row, row.timeZone);

type ProjectColumns = { projectId: number; projectNumber: string; projectName: string };
type LocationColumns = {
  locationId: number | null;
  locationName: string | null;
  locationCity: string | null;
};

export const projectRefOf = (row: ProjectColumns) => ({
  id: row.projectId,
  number: row.projectNumber,
  name: row.projectName,
});

export const locationSummaryOf = (row: LocationColumns) =>
  row.locationId !== null
    ? { id: row.locationId, name: row.locationName ?? '', city: row.locationCity }
    : null;

export const toJob = (row: JobRow, now: Date): Job => {
  const interval = intervalOf(row);
  return {
    id: row.id,
    status: row.status,
    projectCrewItemId: row.projectCrewItemId,
    projectCrewId: row.projectCrewId,
    project: projectRefOf(row),
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
    location: locationSummaryOf(row),
    isCrewChief: row.crewChiefPersonId === row.personId || row.chiefPosition,
    confirmedAt: iso(row.confirmedAt),
    checkInAt: iso(row.checkInAt),
    checkOutAt: iso(row.checkOutAt),
    timeZone: row.timeZone,
    canConfirm: row.status === 'requested' && canConfirmJob(interval.start, now).ok,
    hasChanged: jobHasChanged(row),
  };
};

type LedCrewRow = Awaited<ReturnType<typeof crewChiefJobsRepository.ledWithoutOwnJob>>[number];

/**
 * A crew the person leads, timed from its first position's start to its last one's end (the
 * whole crew day when it has no positions yet).
 */
export const toLedCrew = (row: LedCrewRow, timeZone: string): LedCrew & { interval: Interval } => {
  const day = { startDate: row.date, endDate: row.date, startTime: null, endTime: null };
  const spans = (row.positions.length ? row.positions : [day]).map((times) => ({
    times,
    interval: jobInterval(times, timeZone),
  }));
  const first = spans.reduce((a, b) => (b.interval.start < a.interval.start ? b : a));
  const last = spans.reduce((a, b) => (b.interval.end > a.interval.end ? b : a));
  const interval = { start: first.interval.start, end: last.interval.end };
  return {
    projectCrewId: row.projectCrewId,
    name: row.name,
    shift: row.shift,
    project: projectRefOf(row),
    location: locationSummaryOf(row),
    startDate: first.times.startDate,
    endDate: last.times.endDate,
    startTime: hhmm(first.times.startTime),
    endTime: hhmm(last.times.endTime),
    startsAt: interval.start.toISOString(),
    endsAt: interval.end.toISOString(),
    interval,
  };
};
