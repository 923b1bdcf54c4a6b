import {
  dayRangeInterval,
  documentsToUpload,
  emptyHomeBlocks,
  isBooked,
  isClient,
  localDateOf,
  officeTimeZone,
  resolveUiLanguage,
  type CrewInfo,
  type CrewInfoQuery,
  type HomeDashboard,
  type PlannerHome,
} from '@crewhub/shared';
import type { Executor } from '../../db/client';
import { readTogether } from '../../db/json-read';
import { inlineSlots } from '../../db/statement-cache';
import type { RequestContext } from '../../lib/request-context';
import { personIdOf } from '../../lib/person-scope';
import { signerOf } from '../document-signing';
import { intervalOf, projectRefOf, toJob, toLedCrew, type JobRow } from '../jobs';
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
import {
  homeShapeOf,
  homeValuesOf,
  readPersonalHome,
  roleReads,
  upcomingBookings,
  utcDay,
} from './home-statement';
import { homeRepository } from './home.repository';
import { namedUnreadMail, type OfficeHomeRead } from './office-home';

const emptyDashboard = (ctx: RequestContext): HomeDashboard => ({
  ...emptyHomeBlocks(),
  ...homeLinks({ loginTypes: ctx.auth.loginTypes, rights: ctx.rights }),
});

/** The role blocks once read, with what needs queries of its own: a client's home. */
const roleBlocks = async (
  ctx: RequestContext,
  read: { planner: PlannerHome | null; office: OfficeHomeRead | null },
) => ({
  planner: read.planner,
  office: read.office && namedUnreadMail(read.office, ctx.auth.claims.loginData.displayName),
  client: isClient(ctx.auth.loginTypes) ? await clientHome(ctx) : null,
});

/** Jobs that have not ended, as home and crew info use them. */
const homeJobs = (rows: JobRow[], now: Date): HomeJob[] =>
  rows
    .map((row) => ({ row, job: toJob(row, now), interval: intervalOf(row) }))
    .filter((item) => item.interval.end > now);

/**
 * GET /home: every block in one call. The person's blocks (time zone and last visit, bookings,
 * unavailability, crews led, unsigned crews led, own papers, documents to sign, appointments,
 * payrolls to confirm, forms to fill) are one statement, built once per shape of caller
 * (home-statement.ts); a planner's, the office's and a client's blocks follow.
 */
export const homeDashboard = async (ctx: RequestContext): Promise<HomeDashboard> => {
  const now = ctx.clock.now();
  if (ctx.auth.personId === null) {
    // Client contacts log in without a person: no jobs, only their role's blocks, from the
    // office's date. Rare enough to be built per request.
    const shape = homeShapeOf(ctx);
    const slots = inlineSlots(homeValuesOf(ctx, shape, now));
    const read = await readTogether(
      ctx.tx,
      roleReads(shape, slots, localDateOf(now, officeTimeZone)),
    );
    return { ...emptyDashboard(ctx), ...(await roleBlocks(ctx, read)) };
  }
  const read = await readPersonalHome(ctx, now);
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
    documentsToSign: read.documentsToSign(signerOf(ctx)),
    unsignedDeliveryNotes: read.unsigned.map((row) => ({
      projectCrewId: row.projectCrewId,
      crewName: row.name,
      date: row.date,
      project: projectRefOf(row),
    })),
    documentsToUpload: documentsToUpload(read.ownPapers, ctx.auth.loginTypes),
    appointments: read.appointments(ctx),
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
    await upcomingBookings(
      tx,
      { tenantId: ctx.tenant.id, personId },
      { from: utcDay(now, -1), bookings: 'work' },
    ),
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
