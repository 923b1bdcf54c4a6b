import {
  hasRight,
  isClient,
  isCrew,
  isPlanner,
  overlaps,
  workingStatuses,
  type AgendaItem,
  type HomeDashboard,
  type HomeLink,
  type HomeWarning,
  type Interval,
  type Job,
  type LedCrew,
  type LoginTypeCode,
  type OngoingProject,
  type Resource,
  type UserRights,
} from '@crewhub/shared';
import type { JobRow, LedCrewRow } from '../jobs';

const hourMs = 3_600_000;
/** Requested jobs starting this soon get a warning on home. */
const confirmSoonMs = 48 * hourMs;
/** A confirmed job this far under way without a check-in gets a warning. */
const lateCheckInMs = 15 * 60_000;

export type HomeJob = { row: JobRow; job: Job; interval: Interval };
/** A crew the person leads without a job of their own on it. */
export type HomeCrew = { row: LedCrewRow; crew: LedCrew; interval: Interval };

const working = (job: Job) => workingStatuses.includes(job.status);
const booked = (job: Job) => working(job) || job.status === 'requested';

/** Who may open a linked screen: the web menu's rule for the same page. */
type LinkViewer = { loginTypes: readonly LoginTypeCode[]; rights: UserRights };
type GuardedLink = HomeLink & { visible: (viewer: LinkViewer) => boolean };

const crewWith =
  (resource?: Resource) =>
  ({ loginTypes, rights }: LinkViewer) =>
    isCrew(loginTypes) && (!resource || hasRight(rights, resource, 'READ'));

const informationLinks: GuardedLink[] = [
  {
    key: 'crewInfo',
    title: 'Crew information',
    path: '/crew-info',
    visible: crewWith('crewInfo'),
  },
  {
    key: 'vacancies',
    title: 'Vacancies',
    path: '/vacancies',
    visible: ({ rights }) => hasRight(rights, 'vacancies', 'READ'),
  },
  {
    key: 'personalCalendar',
    title: 'Personal calendar',
    path: '/personal-calendar',
    visible: crewWith(),
  },
];

const shortcuts: GuardedLink[] = [
  {
    key: 'planningCalendar',
    title: 'Planning calendar',
    path: '/planning-calendar',
    // Crew hold an OWN right on it, but its bars open projects they may not read.
    visible: ({ loginTypes, rights }) =>
      (isPlanner(loginTypes) || isClient(loginTypes)) &&
      hasRight(rights, 'planningCalendar', 'READ'),
  },
  { key: 'helpCenter', title: 'Help centre', path: '/HelpCenter', visible: () => true },
];

const visibleTo = (links: GuardedLink[], viewer: LinkViewer): HomeLink[] =>
  links.filter((link) => link.visible(viewer)).map(({ visible: _visible, ...link }) => link);

/** Home's information links and shortcuts: only screens the viewer may open. */
export const homeLinks = (viewer: LinkViewer) => ({
  informationLinks: visibleTo(informationLinks, viewer),
  shortcuts: visibleTo(shortcuts, viewer),
});

/** Days the person is not available: what they blocked or asked off, and what the office booked. */
export type Unavailability = { blockedOrVacation: Interval[]; daysOff: Interval[] };

export const warningsOf = (
  jobs: HomeJob[],
  unavailable: Unavailability,
  now: Date,
): HomeWarning[] => {
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
    const on = (ranges: Interval[]) => ranges.some((range) => overlaps(range, interval));
    if (on(unavailable.blockedOrVacation)) {
      found.push(
        warning('JOB_ON_UNAVAILABLE_DATE', 'This job is on a blocked date or vacation', item),
      );
    }
    if (on(unavailable.daysOff)) {
      found.push(
        warning('JOB_ON_DAY_OFF', 'This job is on a sick day, day off or bank holiday', item),
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

/**
 * Projects running today that the person works on or leads a crew of, each with the person's
 * own way in: their first job on it, else the crew they lead.
 */
export const ongoingProjectsOf = (
  jobs: HomeJob[],
  crews: HomeCrew[],
  today: string,
): OngoingProject[] => {
  // Without project dates, the job's or crew's own dates say when it runs.
  const candidates: (OngoingProject & { from: string; until: string })[] = [
    ...jobs
      .filter((item) => booked(item.job))
      .map(({ row, job }) => ({
        ...job.project,
        beginDate: row.projectBeginDate,
        endDate: row.projectEndDate,
        via: { kind: 'job' as const, id: job.id },
        from: row.projectBeginDate ?? row.startDate,
        until: row.projectEndDate ?? row.endDate,
      })),
    ...crews.map(({ row, crew }) => ({
      ...crew.project,
      beginDate: row.projectBeginDate,
      endDate: row.projectEndDate,
      via: { kind: 'crew' as const, id: crew.projectCrewId },
      from: row.projectBeginDate ?? row.date,
      until: row.projectEndDate ?? row.date,
    })),
  ];
  const projects = new Map<number, OngoingProject>();
  for (const { from, until, ...project } of candidates) {
    if (from <= today && today <= until && !projects.has(project.id)) {
      projects.set(project.id, project);
    }
  }
  return [...projects.values()];
};

const jobItem = (job: Job): AgendaItem => ({ kind: 'job', ...job });
const crewItem = (crew: LedCrew): AgendaItem => ({ kind: 'crew', ...crew });

/** Jobs the person works and crews they lead that have not ended, soonest first. */
const agendaOf = (jobs: HomeJob[], crews: HomeCrew[], now: Date) =>
  [
    ...jobs
      .filter((item) => working(item.job))
      .map(({ job, interval }) => ({ item: jobItem(job), interval })),
    ...crews.map(({ crew, interval }) => ({ item: crewItem(crew), interval })),
  ]
    .filter((entry) => entry.interval.end > now)
    .sort((a, b) => a.interval.start.getTime() - b.interval.start.getTime());

export const jobBlocks = (jobs: HomeJob[], crews: HomeCrew[], now: Date) => {
  const agenda = agendaOf(jobs, crews, now);
  return {
    now: agenda.filter((entry) => entry.interval.start <= now).map((entry) => entry.item),
    jobsToConfirm: jobs.filter((item) => item.job.canConfirm).map((item) => item.job),
    ongoingAndNextJobs: agenda.slice(0, 5).map((entry) => entry.item),
  };
};
