import {
  overlaps,
  type HomeDashboard,
  type HomeLink,
  type HomeWarning,
  type Interval,
  type Job,
} from '@crewhub/shared';
import type { JobRow } from '../jobs/jobs.repository';

const hourMs = 3_600_000;
/** Requested jobs starting this soon get a warning on home. */
const confirmSoonMs = 48 * hourMs;
/** A confirmed job this far under way without a check-in gets a warning. */
const lateCheckInMs = 15 * 60_000;

export type HomeJob = { row: JobRow; job: Job; interval: Interval };

const working = (job: Job) => job.status === 'confirmed' || job.status === 'spare';
const booked = (job: Job) => working(job) || job.status === 'requested';

export const informationLinks: HomeLink[] = [
  { key: 'crewInfo', title: 'Crew information', path: '/crew-info' },
  { key: 'vacancies', title: 'Vacancies', path: '/vacancies' },
  { key: 'personalCalendar', title: 'Personal calendar', path: '/personal-calendar' },
];

export const shortcuts: HomeLink[] = [
  { key: 'planningCalendar', title: 'Planning calendar', path: '/planning-calendar' },
  { key: 'helpCenter', title: 'Help centre', path: '/HelpCenter' },
];

export const warningsOf = (jobs: HomeJob[], unavailable: Interval[], now: Date): HomeWarning[] => {
  const warning = (code: HomeWarning['code'], message: string, item: HomeJob): HomeWarning => ({
    code,
    message,
    jobId: item.job.id,
    date: item.job.startDate,
  });
  const live = jobs.filter((item) => booked(item.job) && item.interval.end > now);
  return live.flatMap((item, index) => {
    const { job, interval } = item;
    const found: HomeWarning[] = [];
    const startsIn = interval.start.getTime() - now.getTime();
    if (job.canConfirm && startsIn < confirmSoonMs) {
      found.push(
        warning('JOB_TO_CONFIRM_SOON', 'Confirm this job, it starts within 48 hours', item),
      );
    }
    if (live.slice(index + 1).some((other) => overlaps(other.interval, interval))) {
      found.push(warning('DOUBLE_BOOKING', 'You are booked twice at this time', item));
    }
    if (unavailable.some((range) => overlaps(range, interval))) {
      found.push(
        warning('JOB_ON_UNAVAILABLE_DATE', 'This job is on a blocked date or vacation', item),
      );
    }
    if (working(job) && !job.checkInAt && -startsIn > lateCheckInMs) {
      found.push(warning('NOT_CHECKED_IN', 'Your shift has started: check in', item));
    }
    return found;
  });
};

type Change = HomeDashboard['changes'][number];

export const changesOf = (jobs: HomeJob[], lastVisitAt: Date | null): Change[] =>
  jobs.flatMap(({ row, job }): Change[] => {
    const base = {
      jobId: job.id,
      status: job.status,
      projectName: job.project.name,
      startDate: job.startDate,
    };
    if (job.hasChanged && row.changedAt) {
      return [{ ...base, kind: 'position', changedAt: row.changedAt.toISOString() }];
    }
    if (lastVisitAt && row.updatedAt > lastVisitAt) {
      return [{ ...base, kind: 'status', changedAt: row.updatedAt.toISOString() }];
    }
    return [];
  });

/** Projects the person works on that run today. */
export const ongoingProjectsOf = (
  jobs: HomeJob[],
  today: string,
): HomeDashboard['ongoingProjects'] => {
  const projects = new Map<number, HomeDashboard['ongoingProjects'][number]>();
  for (const { row, job } of jobs) {
    if (!booked(job)) continue;
    const begin = row.projectBeginDate ?? row.startDate;
    const end = row.projectEndDate ?? row.endDate;
    if (begin <= today && today <= end) {
      projects.set(row.projectId, {
        ...job.project,
        beginDate: row.projectBeginDate,
        endDate: row.projectEndDate,
      });
    }
  }
  return [...projects.values()];
};

export const jobBlocks = (jobs: HomeJob[], now: Date) => ({
  now: jobs
    .filter((item) => working(item.job) && item.interval.start <= now && now < item.interval.end)
    .map((item) => item.job),
  jobsToConfirm: jobs.filter((item) => item.job.canConfirm).map((item) => item.job),
  ongoingAndNextJobs: jobs
    .filter((item) => working(item.job) && item.interval.end > now)
    .slice(0, 5)
    .map((item) => item.job),
});
