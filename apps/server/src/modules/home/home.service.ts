import {
  addDays,
  dayRangeInterval,
  documentsToUpload,
  emptyHomeBlocks,
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
  type OfficeHome,
  type PlannerHome,
} from '@crewhub/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  constantRead,
  jsonRows,
  readTogether,
  type DateBound,
  type JsonRead,
} from '../../db/json-read';
import type { RequestContext } from '../../lib/request-context';
import { personIdOf } from '../../lib/person-scope';
import { myAppointmentsTakingTimeRead } from '../appointments';
import { unavailableIntervalsRead } from '../availability';
import { documentsToSignOnHomeRead } from '../document-signing';
import { formsToFillOnHomeRead } from '../forms';
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
import { payrollsToConfirmOnHomeRead } from '../payrolls';
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
import { homeBookingIds } from './home-bookings.sql';
import { homeRepository, lastVisitAt } from './home.repository';
import { officeHomeRead, unreadMailOf } from './office-home';
import { plannerHomeRead, plansAllProjects } from './planner-home';

/** Unsigned delivery notes of crews from the last week stay on the crew chief's home. */
const unsignedLookBackDays = 7;
/** Crews led that home weighs for "now" and the next five; a day's work never reaches it. */
const ledCrewLimit = 20;

const emptyDashboard = (ctx: RequestContext): HomeDashboard => ({
  ...emptyHomeBlocks(),
  ...homeLinks({ loginTypes: ctx.auth.loginTypes, rights: ctx.rights }),
});

/**
 * The blocks of each role the caller holds that are read with the person's own blocks: a
 * planner's staffing and the office's queues. Someone with two login types gets both.
 */
const roleReads = (ctx: RequestContext, today: DateBound) => {
  const types = ctx.auth.loginTypes;
  return {
    planner:
      isPlanner(types) && plansAllProjects(ctx) ? plannerHomeRead(ctx, today) : constantRead(null),
    office: isOffice(types) ? officeHomeRead(ctx) : constantRead(null),
  };
};

/** The role blocks once read, with what needs queries of its own: unread mail, a client's home. */
const roleBlocks = async (
  ctx: RequestContext,
  read: { planner: PlannerHome | null; office: Omit<OfficeHome, 'unreadMail'> | null },
) => ({
  planner: read.planner,
  office: read.office && { ...read.office, unreadMail: await unreadMailOf(ctx) },
  client: isClient(ctx.auth.loginTypes) ? await clientHome(ctx) : null,
});

/**
 * The person's current and coming bookings (applications included), from yesterday on for
 * night shifts and time zones; 'all' adds the time off the office booked.
 */
const upcomingBookings = (
  tx: Executor,
  tenantId: number,
  personId: number,
  options: { now: Date; bookings: 'work' | 'all'; idsIn?: SQL },
) =>
  jobsOfPerson(tx, tenantId, {
    personId,
    statuses: ['applied', 'requested', 'confirmed', 'spare'],
    endDateFrom: addDays(options.now.toISOString().slice(0, 10), -1),
    bookings: options.bookings,
    idsIn: options.idsIn,
  });

/** Jobs that have not ended, as home and crew info use them. */
const homeJobs = (rows: JobRow[], now: Date): HomeJob[] =>
  rows
    .map((row) => ({ row, job: toJob(row, now), interval: intervalOf(row) }))
    .filter((item) => item.interval.end > now);

/** The person's date today in their own time zone, computed once in home's statement. */
const homeDay = (tenantId: number, personId: number, now: Date): SQL =>
  sql`home_day as (select (${now.toISOString()}::timestamptz at time zone coalesce(
    (select p.timezone from person p where p.tenant_id = ${tenantId} and p.id = ${personId}),
    'Europe/Amsterdam'))::date as today)`;

const homeToday = sql`(select today from home_day)`;

/**
 * That day plus `days`, as an SQL date. The sum is taken inside the subquery: a bound that
 * applies a function (date + integer is not leakproof) cannot be an index condition under
 * row-level security, and the crews led were then found by reading every crew of the tenant.
 */
const dayFromToday = (days: number): SQL => sql`(select today + ${days}::integer from home_day)`;

const todayRead: JsonRead<string> = {
  sql: sql`(select today::text from home_day)`,
  decode: (json) => json as string,
};

/**
 * Every block of the person's home as one statement: each module hands over its block as a
 * read, and the bounds that depend on the person's own today are computed in that statement.
 */
const personalReads = (ctx: RequestContext, personId: number, now: Date) => {
  const { tx } = ctx;
  const tenantId = ctx.tenant.id;
  const login =
    ctx.auth.loginId === null ? null : { loginId: ctx.auth.loginId, sessionId: ctx.auth.sessionId };
  const today = homeToday;
  return {
    ...roleReads(ctx, today),
    today: todayRead,
    visit: jsonRows(homeRepository.visit(tx, tenantId, personId, login)),
    // Only the bookings a block shows or weighs: a busy member has 400 coming.
    bookings: jsonRows(
      upcomingBookings(tx, tenantId, personId, {
        now,
        bookings: 'all',
        idsIn: homeBookingIds({
          tenantId,
          personId,
          now,
          today,
          lastVisitAt: sql`(${lastVisitAt(tx, tenantId, login)})`,
        }),
      }),
    ),
    ledCrews: jsonRows(
      ledCrewsWithoutOwnJob(tx, tenantId, { personId, from: dayFromToday(-1) }, ledCrewLimit),
    ),
    // Up to any date: only ranges meeting a job raise a warning.
    unavailable: unavailableIntervalsRead(
      tx,
      { tenantId, personId },
      { from: today, to: sql`'infinity'::date` },
    ),
    unsigned: jsonRows(
      unsignedLedCrews(
        tx,
        tenantId,
        { personId, from: dayFromToday(-unsignedLookBackDays), until: today },
        20,
      ),
    ),
    documentsToSign: documentsToSignOnHomeRead(tx, ctx),
    ownPapers: homeRepository.ownPapers(tx, tenantId, personId),
    appointments: myAppointmentsTakingTimeRead(ctx, personId, { from: today, to: dayFromToday(1) }),
    // The block links to /payrolls, which needs the right; forms are always the person's own.
    payrollsToConfirm: hasRight(ctx.rights, 'payrolls', 'READ')
      ? payrollsToConfirmOnHomeRead(tx, tenantId, personId)
      : constantRead([]),
    formsToFill: formsToFillOnHomeRead(tx, tenantId, personId),
  };
};

/**
 * GET /home: every block in one call. The person's blocks (time zone and last visit, bookings,
 * unavailability, crews led, unsigned crews led, own papers, documents to sign, appointments,
 * payrolls to confirm, forms to fill) are one statement; a planner's, the office's and a
 * client's blocks follow.
 */
export const homeDashboard = async (ctx: RequestContext): Promise<HomeDashboard> => {
  if (ctx.auth.personId === null) {
    // Client contacts log in without a person: no jobs, only their role's blocks.
    const today = localDateOf(ctx.clock.now(), officeTimeZone);
    const read = await readTogether(ctx.tx, roleReads(ctx, today));
    return { ...emptyDashboard(ctx), ...(await roleBlocks(ctx, read)) };
  }
  const personId = ctx.auth.personId;
  const tenantId = ctx.tenant.id;
  const now = ctx.clock.now();
  const read = await readTogether(
    ctx.tx,
    personalReads(ctx, personId, now),
    homeDay(tenantId, personId, now),
  );
  const { today } = read;
  const timeZone = read.visit[0]?.timeZone ?? 'Europe/Amsterdam';
  const lastVisitAt = read.visit[0]?.lastVisitAt ?? null;
  const jobs = homeJobs(
    read.bookings.filter((row) => !row.internalKind),
    now,
  );
  // Whole days, whatever the internal project's position times say.
  const daysOff = read.bookings
    .filter((row) => row.internalKind && isBooked(row.status))
    .map((row) => dayRangeInterval(row, timeZone));
  const crews: HomeCrew[] = read.ledCrews.map((row) => {
    const { interval, ...crew } = toLedCrew(row, timeZone);
    return { row, crew, interval };
  });
  const { blockedDates, vacations } = read.unavailable(timeZone);
  return {
    ...emptyDashboard(ctx),
    ...(await roleBlocks(ctx, read)),
    ...jobBlocks(jobs, crews, now),
    lastVisitAt: lastVisitAt?.toISOString() ?? null,
    warnings: warningsOf(
      jobs,
      { blockedOrVacation: [...blockedDates, ...vacations], daysOff },
      now,
    ),
    ongoingProjects: ongoingProjectsOf(jobs, crews, today),
    changes: changesOf(jobs, lastVisitAt),
    documentsToSign: read.documentsToSign,
    unsignedDeliveryNotes: read.unsigned.map((row) => ({
      projectCrewId: row.projectCrewId,
      crewName: row.name,
      date: row.date,
      project: projectRefOf(row),
    })),
    documentsToUpload: documentsToUpload(read.ownPapers, ctx.auth.loginTypes),
    appointments: read.appointments,
    payrollsToConfirm: read.payrollsToConfirm,
    formsToFill: read.formsToFill,
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
