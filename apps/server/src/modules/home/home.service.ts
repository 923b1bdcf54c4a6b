import {
  addDays,
  dayRangeInterval,
  documentsToUpload,
  hasRight,
  isBooked,
  isClient,
  isOffice,
  isPlanner,
  localDateOf,
  officeTimeZone,
  resolveUiLanguage,
  type CrewInfo,
  type CrewInfoQuery,
  type HomeDashboard,
} from '@crewhub/shared';
import type { Executor } from '../../db/client';
import type { RequestContext } from '../../lib/request-context';
import { personIdOf } from '../../lib/person-scope';
import { myAppointmentsTakingTime } from '../appointments';
import { unavailableIntervals } from '../availability';
import { documentsToSignOnHome } from '../document-signing';
import { formsToFillOnHome } from '../forms';
import {
  intervalOf,
  jobsOfPerson,
  ledCrewsWithoutOwnJob,
  projectRefOf,
  toJob,
  toLedCrew,
  unsignedLedCrews,
  type JobRow,
} from '../jobs';
import { payrollsToConfirmOnHome } from '../payrolls';
import { findTenantSettings } from '../tenants';
import { clientHome } from './client-home';
import {
  changesOf,
  homeLinks,
  jobBlocks,
  ongoingProjectsOf,
  warningsOf,
  type HomeCrew,
  type HomeJob,
} from './home-blocks';
import { homeRepository } from './home.repository';
import { officeHome } from './office-home';
import { plannerHome, plansAllProjects } from './planner-home';

/** Unsigned delivery notes of crews from the last week stay on the crew chief's home. */
const unsignedLookBackDays = 7;
/** Crews led that home weighs for "now" and the next five; a day's work never reaches it. */
const ledCrewLimit = 20;

const emptyDashboard = (ctx: RequestContext): HomeDashboard => ({
  lastVisitAt: null,
  warnings: [],
  now: [],
  ongoingProjects: [],
  changes: [],
  jobsToConfirm: [],
  payrollsToConfirm: [],
  formsToFill: [],
  unsignedDeliveryNotes: [],
  documentsToSign: [],
  documentsToUpload: [],
  appointments: [],
  ongoingAndNextJobs: [],
  ...homeLinks({ loginTypes: ctx.auth.loginTypes, rights: ctx.rights }),
  planner: null,
  office: null,
  client: null,
});

/**
 * The blocks of each role the caller holds: a planner's staffing, the office's queues, a
 * client's projects. Someone with two login types gets both.
 */
const roleBlocks = async (ctx: RequestContext, today: string) => {
  const types = ctx.auth.loginTypes;
  return {
    planner: isPlanner(types) && plansAllProjects(ctx) ? await plannerHome(ctx, today) : null,
    office: isOffice(types) ? await officeHome(ctx) : null,
    client: isClient(types) ? await clientHome(ctx) : null,
  };
};

/**
 * The person's current and coming bookings (applications included), from yesterday on for
 * night shifts and time zones; 'all' adds the time off the office booked.
 */
const upcomingBookings = (
  tx: Executor,
  tenantId: number,
  personId: number,
  options: { now: Date; bookings: 'work' | 'all' },
) =>
  jobsOfPerson(tx, tenantId, {
    personId,
    statuses: ['applied', 'requested', 'confirmed', 'spare'],
    endDateFrom: addDays(options.now.toISOString().slice(0, 10), -1),
    bookings: options.bookings,
  });

/** Jobs that have not ended, as home and crew info use them. */
const homeJobs = (rows: JobRow[], now: Date): HomeJob[] =>
  rows
    .map((row) => ({ row, job: toJob(row, now), interval: intervalOf(row) }))
    .filter((item) => item.interval.end > now);

/**
 * GET /home: every block in one call with set-based queries (time zone and last visit, the
 * person's bookings, unavailability, crews led, unsigned crews led, own papers, documents to
 * sign, payrolls to confirm, forms to fill).
 */
export const homeDashboard = async (ctx: RequestContext): Promise<HomeDashboard> => {
  if (ctx.auth.personId === null) {
    // Client contacts log in without a person: no jobs, only their role's blocks.
    const today = localDateOf(ctx.clock.now(), officeTimeZone);
    return { ...emptyDashboard(ctx), ...(await roleBlocks(ctx, today)) };
  }
  const { rights } = ctx;
  const personId = ctx.auth.personId;
  const tenantId = ctx.tenant.id;
  const login =
    ctx.auth.loginId === null ? null : { loginId: ctx.auth.loginId, sessionId: ctx.auth.sessionId };
  const now = ctx.clock.now();
  const { tx } = ctx;
  const { timeZone, lastVisitAt } = await homeRepository.visit(tx, tenantId, personId, login);
  const today = localDateOf(now, timeZone);
  const bookings = await upcomingBookings(tx, tenantId, personId, { now, bookings: 'all' });
  const jobs = homeJobs(
    bookings.filter((row) => !row.internalKind),
    now,
  );
  // Whole days, whatever the internal project's position times say.
  const daysOff = bookings
    .filter((row) => row.internalKind && isBooked(row.status))
    .map((row) => dayRangeInterval(row, timeZone));
  const crews: HomeCrew[] = (
    await ledCrewsWithoutOwnJob(tx, tenantId, { personId, from: addDays(today, -1) }, ledCrewLimit)
  ).map((row) => {
    const { interval, ...crew } = toLedCrew(row, timeZone);
    return { row, crew, interval };
  });
  const lastDay = jobs.reduce(
    (max, item) => (item.row.endDate > max ? item.row.endDate : max),
    today,
  );
  const { blockedDates, vacations } = await unavailableIntervals(
    tx,
    { tenantId, personId, timeZone },
    { from: today, to: lastDay },
  );
  const unsigned = await unsignedLedCrews(
    tx,
    tenantId,
    { personId, from: addDays(today, -unsignedLookBackDays), until: today },
    20,
  );
  return {
    ...emptyDashboard(ctx),
    ...(await roleBlocks(ctx, today)),
    ...jobBlocks(jobs, crews, now),
    lastVisitAt: lastVisitAt?.toISOString() ?? null,
    warnings: warningsOf(
      jobs,
      { blockedOrVacation: [...blockedDates, ...vacations], daysOff },
      now,
    ),
    ongoingProjects: ongoingProjectsOf(jobs, crews, today),
    changes: changesOf(jobs, lastVisitAt),
    documentsToSign: await documentsToSignOnHome(tx, ctx),
    unsignedDeliveryNotes: unsigned.map((row) => ({
      projectCrewId: row.projectCrewId,
      crewName: row.name,
      date: row.date,
      project: projectRefOf(row),
    })),
    documentsToUpload: documentsToUpload(
      await homeRepository.ownPapers(tx, tenantId, personId),
      ctx.auth.loginTypes,
    ),
    appointments: await myAppointmentsTakingTime(ctx, personId, {
      from: today,
      to: addDays(today, 1),
    }),
    // The block links to /payrolls, which needs the right; forms are always the person's own.
    payrollsToConfirm: hasRight(rights, 'payrolls', 'READ')
      ? await payrollsToConfirmOnHome(tx, tenantId, personId)
      : [],
    formsToFill: await formsToFillOnHome(tx, tenantId, personId),
  };
};

// Office-written links open in the browser: web addresses and app paths only (no javascript:).
const safeUrl = (url: string | null) =>
  url && (/^https?:\/\//i.test(url) || /^\/(?!\/)/.test(url)) ? url : null;

/** The asked language, else the login's own language where the tenant allows it. */
const crewInfoLanguage = async (tx: Executor, ctx: RequestContext, query: CrewInfoQuery) => {
  if (query.language) return query.language;
  const settings = await findTenantSettings(tx, ctx.tenant.id);
  return resolveUiLanguage({
    tenantDefault: settings?.defaultLanguage,
    useUserLanguage: settings?.useUserLanguage ?? true,
    userLanguage: ctx.auth.claims.loginData.language,
  });
};

/**
 * GET /crewInfo: the office's crew info blocks, information links and the crew info planners
 * wrote on my coming jobs.
 */
export const crewInfo = async (
  ctx: RequestContext,
  query: CrewInfoQuery = {},
): Promise<CrewInfo> => {
  const personId = personIdOf(ctx);
  const now = ctx.clock.now();
  const { tx } = ctx;
  const language = await crewInfoLanguage(tx, ctx, query);
  const items = await homeRepository.crewInfoItems(tx, ctx.tenant.id, language);
  const jobs = homeJobs(
    await upcomingBookings(tx, ctx.tenant.id, personId, { now, bookings: 'work' }),
    now,
  );
  return {
    // The page itself is no link to offer there.
    links: Object.values(homeLinks({ loginTypes: ctx.auth.loginTypes, rights: ctx.rights }))
      .flat()
      .filter((link) => link.key !== 'crewInfo'),
    items: items.map((item) => ({
      ...item,
      url: safeUrl(item.url),
      language: item.language === null ? null : language,
    })),
    jobs: jobs.flatMap(({ row, job }) =>
      row.crewInfo && job.status !== 'applied'
        ? [
            {
              jobId: job.id,
              project: job.project,
              functionName: job.functionName,
              startDate: job.startDate,
              crewInfo: row.crewInfo,
            },
          ]
        : [],
    ),
  };
};
