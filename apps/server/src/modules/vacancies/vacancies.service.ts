import {
  addDays,
  jobInterval,
  pageOfList,
  vacancyEligibility,
  vacancyIneligibilityMessages,
  type Interval,
  type ListQuery,
  type Page,
  type Vacancy,
  type VacancyApplication,
  type VacancyApplicationResult,
} from '@crewhub/shared';
import type { Executor } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { personIdOf } from '../../lib/person-scope';
import type { RequestContext } from '../../lib/request-context';
import { loadCommitments, type Commitments } from '../availability';
import { notifyApplicationWithdrawn, notifyAssignmentStatus } from '../notifications';
import { vacanciesRepository, type VacancyRow } from './vacancies.repository';

const openRows = (row: VacancyRow) => Math.max(0, row.amountOfRows - row.bookedRows);

const toVacancy = (row: VacancyRow, interval: Interval): Vacancy => ({
  projectCrewItemId: row.id,
  projectCrewId: row.projectCrewId,
  project: { id: row.projectId, number: row.projectNumber, name: row.projectName },
  crewName: row.crewName,
  functionId: row.functionId,
  functionName: row.functionName,
  startDate: row.startDate,
  endDate: row.endDate,
  startTime: row.startTime?.slice(0, 5) ?? null,
  endTime: row.endTime?.slice(0, 5) ?? null,
  startsAt: interval.start.toISOString(),
  endsAt: interval.end.toISOString(),
  location:
    row.locationId !== null
      ? { id: row.locationId, name: row.locationName ?? '', city: row.locationCity }
      : null,
  crewInfo: row.crewInfo,
  openRows: openRows(row),
  applied: row.myStatus === 'applied',
  assignmentId: row.myStatus === 'applied' ? row.myAssignmentId : null,
});

const eligibilityOf = (
  row: VacancyRow,
  interval: Interval,
  commitments: Commitments,
  functionIds: number[],
) =>
  vacancyEligibility({
    functionId: row.functionId,
    interval,
    personFunctionIds: functionIds,
    bookedJobs: commitments.jobs
      .filter((job) => job.row.projectCrewItemId !== row.id)
      .map((job) => job.interval),
    blockedDates: commitments.blockedDates,
    vacations: commitments.vacations,
  });

const commitmentsFor = (tx: Executor, ctx: RequestContext, personId: number, rows: VacancyRow[]) =>
  loadCommitments(tx, ctx.tenant.id, personId, {
    from: rows.reduce((min, row) => (row.startDate < min ? row.startDate : min), '9999-12-31'),
    to: rows.reduce((max, row) => (row.endDate > max ? row.endDate : max), '0000-01-01'),
  });

/** Open positions I may apply for, plus the ones I applied for; not started, not full. */
export const listVacancies = async (
  ctx: RequestContext,
  query: ListQuery,
): Promise<Page<Vacancy>> => {
  const personId = personIdOf(ctx);
  const now = ctx.clock.now();
  const { tx } = ctx;
  const fromDate = addDays(now.toISOString().slice(0, 10), -1);
  const rows = await vacanciesRepository.open(tx, ctx.tenant.id, personId, fromDate);
  const items: Vacancy[] = [];
  if (rows.length) {
    const commitments = await commitmentsFor(tx, ctx, personId, rows);
    const functionIds = await vacanciesRepository.functionIdsOf(tx, ctx.tenant.id, personId);
    for (const row of rows) {
      const interval = jobInterval(row, commitments.timeZone);
      if (interval.start <= now) continue;
      const applied = row.myStatus === 'applied';
      const open =
        openRows(row) > 0 && eligibilityOf(row, interval, commitments, functionIds).eligible;
      if (applied || open) items.push(toVacancy(row, interval));
    }
  }
  return pageOfList(items, query);
};

export const applyForVacancy = async (
  ctx: RequestContext,
  positionId: number,
): Promise<VacancyApplicationResult> => {
  const personId = personIdOf(ctx);
  const now = ctx.clock.now();
  const { tx } = ctx;
  const row = await vacanciesRepository.one(tx, ctx.tenant.id, personId, positionId);
  if (!row || (!row.openAsVacancy && row.myStatus !== 'applied')) throw notFound('Vacancy');
  const result = { projectCrewItemId: positionId, applied: true };
  if (row.myStatus === 'applied') return { ...result, assignmentId: row.myAssignmentId };
  if (row.myAssignmentId !== null) {
    throw new AppError('CONFLICT', 'You are already on this position');
  }
  const commitments = await commitmentsFor(tx, ctx, personId, [row]);
  const interval = jobInterval(row, commitments.timeZone);
  if (interval.start <= now) {
    throw new AppError('VACANCY_CLOSED', 'This vacancy has already started');
  }
  if (openRows(row) === 0) throw new AppError('VACANCY_CLOSED', 'This vacancy is already filled');
  const functionIds = await vacanciesRepository.functionIdsOf(tx, ctx.tenant.id, personId);
  const eligibility = eligibilityOf(row, interval, commitments, functionIds);
  if (!eligibility.eligible) {
    const issues = eligibility.reasons.map((reason) => ({
      field: reason,
      message: vacancyIneligibilityMessages[reason],
    }));
    throw new AppError('VACANCY_NOT_ELIGIBLE', issues[0]!.message, issues);
  }
  const assignmentId = await vacanciesRepository.apply(tx, ctx.tenant.id, personId, positionId);
  if (assignmentId === null) throw new AppError('CONFLICT', 'You are already on this position');
  // The project manager hears of the application.
  await notifyAssignmentStatus(ctx, assignmentId, { from: null, to: 'applied' });
  return { ...result, assignmentId };
};

const withdraw = async (
  tx: Executor,
  ctx: RequestContext,
  assignment: { id: number; status: string } | null,
  positionId: number,
): Promise<VacancyApplicationResult> => {
  if (assignment && assignment.status !== 'applied') {
    throw new AppError('CONFLICT', 'You were asked for this job, contact planning to leave it');
  }
  if (assignment) {
    // The project manager hears of it first: the application is gone after the withdrawal.
    await notifyApplicationWithdrawn(ctx, assignment.id);
    await vacanciesRepository.withdraw(tx, ctx.tenant.id, assignment.id);
  }
  return { projectCrewItemId: positionId, applied: false, assignmentId: null };
};

/** Unapply by position; unapplying twice is not an error. */
export const unapplyVacancy = async (ctx: RequestContext, positionId: number) => {
  const personId = personIdOf(ctx);
  const { tx } = ctx;
  const row = await vacanciesRepository.one(tx, ctx.tenant.id, personId, positionId);
  if (!row) throw notFound('Vacancy');
  const mine =
    row.myAssignmentId !== null ? { id: row.myAssignmentId, status: row.myStatus! } : null;
  return withdraw(tx, ctx, mine, positionId);
};

/** Remove application from the jobs "applied" tab, by the job (assignment) id. */
export const removeApplication = async (ctx: RequestContext, assignmentId: number) => {
  const personId = personIdOf(ctx);
  const { tx } = ctx;
  const assignment = await vacanciesRepository.assignmentOf(
    tx,
    ctx.tenant.id,
    personId,
    assignmentId,
  );
  if (!assignment) throw notFound('Job');
  return withdraw(tx, ctx, assignment, assignment.positionId);
};

export const listApplications = async (
  ctx: RequestContext,
  positionId: number,
): Promise<VacancyApplication[]> => {
  const { tx } = ctx;
  if (!(await vacanciesRepository.positionExists(tx, ctx.tenant.id, positionId))) {
    throw notFound('Position');
  }
  const rows = await vacanciesRepository.applications(tx, ctx.tenant.id, positionId);
  return rows.map((row) => ({
    assignmentId: row.assignmentId,
    personId: row.personId,
    name: `${row.firstName} ${row.lastName}`,
    status: row.status,
    appliedAt: row.appliedAt.toISOString(),
  }));
};
