import {
  addDays,
  canConfirmJob,
  localDateOf,
  offsetOf,
  pageOf,
  type CrewChiefJob,
  type CrewChiefJobListQuery,
  type CrewItemStatus,
  type Job,
  type JobConfirmation,
  type JobDetail,
  type JobListQuery,
  type JobTab,
  type Page,
} from '@crewhub/shared';
import { AppError, notFound } from '../../lib/app-error';
import { personIdOf } from '../../lib/person-scope';
import type { RequestContext } from '../../lib/request-context';
import { scheduleJobReminders } from '../notifications';
import { crewChiefJobsRepository } from './crew-chief-jobs.repository';
import { crewContacts } from './crew-contacts';
import { crewContactsRepository } from './job-detail.repository';
import { intervalOf, locationSummaryOf, projectRefOf, toJob } from './jobs.mapper';
import { readFirstPage } from './jobs-first-page';
import { jobsRepository, type JobRow } from './jobs.repository';

/** Which assignments each tab of /jobs shows, and whether it looks back or ahead. */
const tabs: Record<JobTab, { statuses: CrewItemStatus[]; past: boolean }> = {
  past: { statuses: ['confirmed', 'spare', 'no_show'], past: true },
  upcoming: { statuses: ['confirmed', 'spare'], past: false },
  toConfirm: { statuses: ['requested'], past: false },
  applied: { statuses: ['applied'], past: false },
};

const utcToday = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Jobs read beyond a first page: the few near now that the exact times put on the other tab
 * are dropped from them, so a busy person's first page needs no second read of the page.
 */
const nearNowSlack = 5;

export const listJobs = async (ctx: RequestContext, query: JobListQuery): Promise<Page<Job>> => {
  const personId = personIdOf(ctx);
  const now = ctx.clock.now();
  const tab = tabs[query.tab];
  const onTab = (row: JobRow) => intervalOf(row).end <= now === tab.past;
  const toPage = (rows: JobRow[], total: number) =>
    pageOf({ items: rows.map((row) => toJob(row, now)), total }, query);
  // Dates bound the query with a day of slack for time zones; exact instants decide in code.
  const today = utcToday(now);
  const { tx } = ctx;
  const tenantId = ctx.tenant.id;
  const statuses = { personId, statuses: tab.statuses };
  const tabBound = addDays(today, tab.past ? 1 : -1);
  const tabDates = {
    ...statuses,
    ...(tab.past ? { endDateTo: tabBound } : { endDateFrom: tabBound }),
  };
  // Only positions ending within the slack of today can be on the other side of now (an
  // overnight shift that ended the day before yesterday may still run west of UTC); those of
  // the tab's own dates are read, so each one dropped is one fewer in the tab's count.
  const near = { nearFrom: addDays(today, tab.past ? -2 : -1), nearTo: addDays(today, 1) };
  const offTab = (nearNow: JobRow[]) => nearNow.filter((row) => !onTab(row)).map((row) => row.id);
  const order = { newestFirst: tab.past, limit: query.limit, offset: offsetOf(query) };

  const pageWithout = async (exceptIds: number[]) => {
    const { rows, total } = await jobsRepository.page(
      tx,
      tenantId,
      { ...tabDates, exceptIds },
      order,
    );
    return toPage(rows, total);
  };

  if (order.offset > 0) {
    const nearNow = await jobsRepository.list(tx, tenantId, {
      ...statuses,
      endDateFrom: near.nearFrom,
      endDateTo: near.nearTo,
    });
    return pageWithout(offTab(nearNow));
  }
  const { page: first, nearNow } = await readFirstPage(
    tx,
    { statuses: tab.statuses, past: tab.past, limit: order.limit + nearNowSlack },
    { tenantId, personId, tabBound, ...near },
  );
  if (first.total <= first.rows.length) {
    // Every job of those dates is in: the exact times sort them onto their tab.
    const jobs = first.rows.filter(onTab);
    return toPage(jobs.slice(0, order.limit), jobs.length);
  }
  const exceptIds = offTab(nearNow);
  const kept = first.rows.filter((row) => !exceptIds.includes(row.id));
  if (kept.length >= order.limit) {
    return toPage(kept.slice(0, order.limit), first.total - exceptIds.length);
  }
  return pageWithout(exceptIds);
};

export const getJob = async (ctx: RequestContext, assignmentId: number): Promise<JobDetail> => {
  const personId = personIdOf(ctx);
  const { tx } = ctx;
  const row = await jobsRepository.one(tx, ctx.tenant.id, { personId, assignmentId });
  if (!row) throw notFound('Job');
  const contacts = crewContacts(
    await crewContactsRepository.byCrew(tx, ctx.tenant.id, row.projectCrewId),
  );
  return {
    ...toJob(row, ctx.clock.now()),
    ...contacts,
    crewInfo: row.crewInfo,
    catering: row.catering,
  };
};

export const confirmJob = async (
  ctx: RequestContext,
  assignmentId: number,
): Promise<JobConfirmation> => {
  const personId = personIdOf(ctx);
  const { tx } = ctx;
  const row = await jobsRepository.one(tx, ctx.tenant.id, { personId, assignmentId });
  if (!row) throw notFound('Job');
  const now = ctx.clock.now();
  const rule = canConfirmJob(intervalOf(row).start, now);
  if (!rule.ok) throw new AppError(rule.code, rule.message);
  // A second tap on an already confirmed job is not an error.
  if (row.status !== 'confirmed') {
    const confirmed = await jobsRepository.confirm(tx, ctx.tenant.id, assignmentId, now);
    if (!confirmed) throw new AppError('CONFLICT', 'This job can no longer be confirmed');
    await scheduleJobReminders(ctx, assignmentId);
  }
  const updated = await jobsRepository.one(tx, ctx.tenant.id, { personId, assignmentId });
  return { message: rule.message, job: toJob(updated!, now) };
};

export const listCrewChiefJobs = async (
  ctx: RequestContext,
  query: CrewChiefJobListQuery,
): Promise<Page<CrewChiefJob>> => {
  const personId = personIdOf(ctx);
  const { tx } = ctx;
  const timeZone = await jobsRepository.timeZoneOf(tx, ctx.tenant.id, personId);
  const today = localDateOf(ctx.clock.now(), timeZone);
  const filter = { personId, ...(query.tab === 'past' ? { before: today } : { from: today }) };
  const rows = await crewChiefJobsRepository.list(tx, ctx.tenant.id, filter, {
    limit: query.limit,
    offset: offsetOf(query),
  });
  const total = await crewChiefJobsRepository.count(tx, ctx.tenant.id, filter);
  return {
    items: rows.map((row) => ({
      projectCrewId: row.projectCrewId,
      name: row.name,
      date: row.date,
      shift: row.shift,
      project: projectRefOf(row),
      location: locationSummaryOf(row),
      members: row.members,
      checkedIn: row.checkedIn,
      deliveryNoteSignedAt: row.signedAt?.toISOString() ?? null,
      deliveryNoteReleasedAt: row.releasedAt?.toISOString() ?? null,
    })),
    total,
    page: query.page,
    limit: query.limit,
  };
};
