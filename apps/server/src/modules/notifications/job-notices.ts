import type { CrewItemStatus } from '@crewhub/shared';
import { jobFacts } from './job-facts';
import type { NoticeContent } from './notice-texts';
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
    const manager = job.projectManagerPersonId;
    const content: NoticeContent = {
      kind: 'crewApplied',
      ...facts,
      person: `${job.personName} ${job.personLastName}`,
      projectNumber: job.projectNumber,
    };
    await notifyPersons(ctx, manager ? [manager] : [], {
      content,
      key: `planning:applied:${assignmentId}`,
    });
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

/** The person confirmed the job themselves: no notice to them, but the shift's reminders. */
export const scheduleJobReminders = async (ctx: NotifyContext, assignmentId: number) => {
  const job = await notificationsRepository.jobOf(ctx.tx, ctx.tenant.id, assignmentId);
  if (job?.status === 'confirmed') await scheduleReminders(ctx, job);
};
