import type { Database } from '../../db/client';
import { withTenant } from '../../db/tenant-scope';
import type { Clock } from '../../lib/clock';
import type { Mailer } from '../../lib/mailer';
import { jobTenant, outboxPayloadSchemas, queueOutboxJob, type OutboxJobHandler } from '../mail';
import { jobFacts, type JobRow } from './job-facts';
import { notificationsRepository } from './notifications.repository';
import { notifyRecipients, settingsWithDefaults, type NotifyContext } from './notify';

const hourMs = 60 * 60_000;

/**
 * Queues a booked shift's reminder for each login of its person, due their chosen number of hours
 * before the start (at once when that moment has passed, none once the shift began). The job
 * carries the start it was made for, so a moved shift's old reminder stays silent.
 */
export const scheduleReminders = async (ctx: NotifyContext, job: JobRow) => {
  const now = ctx.clock.now();
  const { start } = jobFacts(job);
  if (start <= now) return;
  const recipients = await notificationsRepository.recipientsOfPersons(ctx.tx, ctx.tenant.id, [
    job.personId,
  ]);
  for (const recipient of recipients) {
    const { reminderHours } = settingsWithDefaults(recipient.settings);
    const due = new Date(Math.max(now.getTime(), start.getTime() - reminderHours * hourMs));
    await queueOutboxJob(ctx.tx, {
      tenantId: ctx.tenant.id,
      kind: 'reminder',
      payload: {
        assignmentId: job.assignmentId,
        loginId: recipient.loginId,
        startsAt: start.toISOString(),
      },
      runAfter: due,
    });
  }
};

/**
 * The outbox handler of `reminder` jobs: if the shift is still booked and starts when the
 * reminder was made for, its login is notified (push after quiet hours, unless that would be
 * after the start, and/or mail), once.
 */
export const createReminderHandler =
  (deps: { db: Database; clock: Clock; mailer: Mailer }): OutboxJobHandler =>
  async (outboxJob) => {
    const payload = outboxPayloadSchemas.reminder.parse(outboxJob.payload);
    const tenantId = outboxJob.tenantId;
    const tenant = await jobTenant(deps.db, tenantId);
    await withTenant(deps.db, tenantId, async (tx) => {
      const job = await notificationsRepository.jobOf(tx, tenantId, payload.assignmentId);
      if (!job || job.status !== 'confirmed') return;
      const facts = jobFacts(job);
      if (facts.start.toISOString() !== payload.startsAt) return;
      const ctx: NotifyContext = { tx, clock: deps.clock, mailer: deps.mailer, tenant };
      const recipients = await notificationsRepository.recipientsOfPersons(tx, tenantId, [
        job.personId,
      ]);
      await notifyRecipients(
        ctx,
        recipients.filter((recipient) => recipient.loginId === payload.loginId),
        {
          content: { kind: 'shiftReminder', ...facts },
          key: `reminders:${job.assignmentId}:${payload.startsAt}`,
          latest: facts.start,
        },
      );
    });
  };
