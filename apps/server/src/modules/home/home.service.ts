import {
  addDays,
  localDateOf,
  resolveUiLanguage,
  type CrewInfo,
  type CrewInfoQuery,
  type HomeDashboard,
} from '@crewhub/shared';
import type { Executor } from '../../db/client';
import { withTenant } from '../../db/tenant-scope';
import type { RequestContext } from '../../lib/request-context';
import { personIdOf } from '../../lib/person-scope';
import { unavailableIntervals } from '../availability/commitments';
import { documentsToSignOnHome } from '../document-signing/document-signing.service';
import { crewChiefJobsRepository } from '../jobs/crew-chief-jobs.repository';
import { intervalOf, toJob } from '../jobs/jobs.mapper';
import { jobsRepository } from '../jobs/jobs.repository';
import { tenantsRepository } from '../tenants/tenants.repository';
import {
  changesOf,
  informationLinks,
  jobBlocks,
  ongoingProjectsOf,
  shortcuts,
  warningsOf,
  type HomeJob,
} from './home-blocks';
import { homeRepository } from './home.repository';

/** Unsigned delivery notes of crews from the last week stay on the crew chief's home. */
const unsignedLookBackDays = 7;

const emptyDashboard = (): HomeDashboard => ({
  lastVisitAt: null,
  warnings: [],
  now: [],
  ongoingProjects: [],
  forms: [],
  changes: [],
  jobsToConfirm: [],
  payrollsToConfirm: [],
  unsignedDeliveryNotes: [],
  documentsToSign: [],
  documentsToUpload: [],
  ongoingAndNextJobs: [],
  informationLinks,
  shortcuts,
});

/** The person's current and coming jobs (applications included), as home and crew info use. */
const upcomingJobs = async (
  tx: Executor,
  tenantId: number,
  personId: number,
  now: Date,
): Promise<HomeJob[]> => {
  const rows = await jobsRepository.list(tx, tenantId, {
    personId,
    statuses: ['applied', 'requested', 'confirmed', 'spare'],
    endDateFrom: addDays(now.toISOString().slice(0, 10), -1),
  });
  return rows
    .map((row) => ({ row, job: toJob(row, now), interval: intervalOf(row) }))
    .filter((item) => item.interval.end > now);
};

/**
 * GET /home: every block in one call with four set-based queries (time zone and last visit,
 * the person's jobs, unavailability, unsigned crews led). Blocks without a source yet stay
 * empty lists.
 */
export const homeDashboard = (ctx: RequestContext): Promise<HomeDashboard> => {
  if (ctx.auth.personId === null) return Promise.resolve(emptyDashboard());
  const personId = ctx.auth.personId;
  const tenantId = ctx.tenant.id;
  const login =
    ctx.auth.loginId === null ? null : { loginId: ctx.auth.loginId, sessionId: ctx.auth.sessionId };
  const now = ctx.clock.now();
  return withTenant(ctx.db, tenantId, async (tx) => {
    const { timeZone, lastVisitAt } = await homeRepository.visit(tx, tenantId, personId, login);
    const today = localDateOf(now, timeZone);
    const jobs = await upcomingJobs(tx, tenantId, personId, now);
    const lastDay = jobs.reduce(
      (max, item) => (item.row.endDate > max ? item.row.endDate : max),
      today,
    );
    const { blockedDates, vacations } = await unavailableIntervals(
      tx,
      { tenantId, personId, timeZone },
      { from: today, to: lastDay },
    );
    const unsigned = await crewChiefJobsRepository.unsigned(
      tx,
      tenantId,
      { personId, from: addDays(today, -unsignedLookBackDays), until: today },
      20,
    );
    return {
      ...emptyDashboard(),
      ...jobBlocks(jobs, now),
      lastVisitAt: lastVisitAt?.toISOString() ?? null,
      warnings: warningsOf(jobs, [...blockedDates, ...vacations], now),
      ongoingProjects: ongoingProjectsOf(jobs, today),
      changes: changesOf(jobs, lastVisitAt),
      documentsToSign: await documentsToSignOnHome(tx, ctx),
      unsignedDeliveryNotes: unsigned.map((row) => ({
        projectCrewId: row.projectCrewId,
        crewName: row.name,
        date: row.date,
        project: { id: row.projectId, number: row.projectNumber, name: row.projectName },
      })),
    };
  });
};

// Office-written links open in the browser: web addresses and app paths only (no javascript:).
const safeUrl = (url: string | null) =>
  url && (/^https?:\/\//i.test(url) || /^\/(?!\/)/.test(url)) ? url : null;

/** The asked language, else the login's own language where the tenant allows it. */
const crewInfoLanguage = async (tx: Executor, ctx: RequestContext, query: CrewInfoQuery) => {
  if (query.language) return query.language;
  const settings = await tenantsRepository.findSettings(tx, ctx.tenant.id);
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
export const crewInfo = (ctx: RequestContext, query: CrewInfoQuery = {}): Promise<CrewInfo> => {
  const personId = personIdOf(ctx);
  const now = ctx.clock.now();
  return withTenant(ctx.db, ctx.tenant.id, async (tx) => {
    const language = await crewInfoLanguage(tx, ctx, query);
    const items = await homeRepository.crewInfoItems(tx, ctx.tenant.id, language);
    const jobs = await upcomingJobs(tx, ctx.tenant.id, personId, now);
    return {
      // The page itself is no link to offer there.
      links: [...informationLinks, ...shortcuts].filter((link) => link.key !== 'crewInfo'),
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
  });
};
