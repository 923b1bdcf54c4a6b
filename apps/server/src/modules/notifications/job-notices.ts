import type { CrewItemStatus } from '@crewhub/shared';
import { jobFacts } from './job-facts';
import { notificationsRepository } from './notifications.repository';
import { notifyPersons, type NotifyContext } from './notify';
import { scheduleReminders } from './reminders';

/** Statuses in which the person still expects the job. */
const live: readonly CrewItemStatus[] = ['requested', 'confirmed', 'spare'];

/** The notice a status change gives the person, if any. */
const noticeKind = (
  from: CrewItemStatus | null,
  to: CrewItemStatus,
): 'jobOffered' | 'jobConfirmed' | 'jobCancelled' | null => {
  if (to === 'requested') return 'jobOffered';
  if (to === 'confirmed') return 'jobConfirmed';
  if ((to === 'cancelled' || to === 'not_needed') && from !== null && live.includes(from)) {
    return 'jobCancelled';
  }
  return null;
};

type Job = NonNullable<Awaited<ReturnType<typeof notificationsRepository.jobOf>>>;

/** The project's manager hears what a crew member did about a job: applied, or withdrew. */
const notifyProjectManager = async (
  ctx: NotifyContext,
  job: Job,
  kind: 'crewApplied' | 'crewWithdrew',
  key: string,
) => {
  const manager = job.projectManagerPersonId;
  if (!manager) return;
  await notifyPersons(ctx, [manager], {
    content: {
      kind,
      ...jobFacts(job),
      person: `${job.personName} ${job.personLastName}`,
      projectNumber: job.projectNumber,
    },
    key,
  });
};

/**
 * An assignment was made or moved from `from` to `to`: the person hears of an offer, a booking
 * or a cancellation, a booking schedules the shift's reminders, and the project manager hears of
 * an application. Called by the planning use cases in their transaction.
 */
export const notifyAssignmentStatus = async (
  ctx: NotifyContext,
  assignmentId: number,
  change: { from: CrewItemStatus | null; to: CrewItemStatus },
) => {
  const job = await notificationsRepository.jobOf(ctx.tx, ctx.tenant.id, assignmentId);
  if (!job) return;
  const facts = jobFacts(job);
  const at = ctx.clock.now().toISOString();
  if (change.to === 'applied') {
    await notifyProjectManager(ctx, job, 'crewApplied', `planning:applied:${assignmentId}`);
    return;
  }
  const kind = noticeKind(change.from, change.to);
  if (!kind) return;
  await notifyPersons(ctx, [job.personId], {
    content: { kind, ...facts },
    key: `jobs:${kind}:${assignmentId}:${at}`,
  });
  if (change.to === 'confirmed') await scheduleReminders(ctx, job);
};

/**
 * A position's times or place changed: everyone who still expects the job hears the new ones
 * (once per new start and place), and booked shifts get reminders for the new start; the old
 * reminder finds the start moved and stays silent.
 */
export const notifyPositionChanged = async (ctx: NotifyContext, positionId: number) => {
  const ids = await notificationsRepository.liveAssignmentsOfPosition(
    ctx.tx,
    ctx.tenant.id,
    positionId,
  );
  for (const id of ids) {
    const job = await notificationsRepository.jobOf(ctx.tx, ctx.tenant.id, id);
    if (!job) continue;
    const facts = jobFacts(job);
    await notifyPersons(ctx, [job.personId], {
      content: { kind: 'jobChanged', ...facts },
      key: `jobs:jobChanged:${id}:${facts.start.toISOString()}:${facts.place ?? ''}`,
    });
    if (job.status === 'confirmed') await scheduleReminders(ctx, job);
  }
};

/**
 * A crew member declined a job they had applied for (withdrew the application): the project
 * manager hears of it. Called before the application is removed, while the job can be read.
 */
export const notifyApplicationWithdrawn = async (ctx: NotifyContext, assignmentId: number) => {
  const job = await notificationsRepository.jobOf(ctx.tx, ctx.tenant.id, assignmentId);
  if (!job) return;
  // Applying again and withdrawing again is a new event worth a new notice.
  const at = ctx.clock.now().toISOString();
  await notifyProjectManager(ctx, job, 'crewWithdrew', `planning:withdrew:${assignmentId}:${at}`);
};

/** The person confirmed the job themselves: no notice to them, but the shift's reminders. */
export const scheduleJobReminders = async (ctx: NotifyContext, assignmentId: number) => {
  const job = await notificationsRepository.jobOf(ctx.tx, ctx.tenant.id, assignmentId);
  if (job?.status === 'confirmed') await scheduleReminders(ctx, job);
};
