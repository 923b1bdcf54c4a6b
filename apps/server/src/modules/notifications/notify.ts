import {
  defaultNotificationSettings,
  normalizeLanguage,
  pushTimeAfterQuietHours,
  type NotificationSettings,
} from '@crewhub/shared';
import type { Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Mailer } from '../../lib/mailer';
import type { RequestTenant } from '../../plugins/tenant';
import { queueOutboxJob } from '../mail';
import { categoryOfNotice, renderNotice, type NoticeContent } from './notice-texts';
import { notificationsRepository } from './notifications.repository';
import { pushRepository } from './push.repository';

/** What notifying needs: a request's context has it, and so does the outbox's reminder job. */
export type NotifyContext = { tx: Executor; tenant: RequestTenant; clock: Clock; mailer: Mailer };

export type Notice = {
  content: NoticeContent;
  /**
   * Names the event (`reminders:12:2026-11-27T07:00:00.000Z`); a login gets each key once, so a
   * repeated change or a reminder job run twice never notifies twice.
   */
  key: string;
  /** A push held by quiet hours past this instant goes at once instead (a shift's start). */
  latest?: Date;
};

export type Recipient = Awaited<
  ReturnType<typeof notificationsRepository.recipientsOfPersons>
>[number];

type SettingsRow = { channels: NotificationSettings['channels'] } & Omit<
  NotificationSettings,
  'channels'
>;

/** A login's choices, the defaults filling any category it never chose. */
export const settingsWithDefaults = (row: SettingsRow | null): NotificationSettings => ({
  ...defaultNotificationSettings,
  ...(row
    ? { quietFrom: row.quietFrom, quietUntil: row.quietUntil, reminderHours: row.reminderHours }
    : {}),
  channels: { ...defaultNotificationSettings.channels, ...row?.channels },
});

/** When a push may go: after the quiet hours, unless that is too late to be of use. */
const pushTime = (now: Date, recipient: Recipient, notice: Notice): Date => {
  const settings = settingsWithDefaults(recipient.settings);
  const held = pushTimeAfterQuietHours(now, recipient.timeZone, settings);
  return notice.latest && held > notice.latest ? now : held;
};

/**
 * Tells these logins about something, in the caller's transaction: by push to each of their
 * devices, queued for after their quiet hours, and/or by mail, as each chose for the notice's
 * category. Nothing leaves before the change commits (outbox).
 */
export const notifyRecipients = async (
  ctx: NotifyContext,
  recipients: Recipient[],
  notice: Notice,
) => {
  const tenantId = ctx.tenant.id;
  const now = ctx.clock.now();
  const category = categoryOfNotice(notice.content);
  for (const recipient of recipients) {
    const settings = settingsWithDefaults(recipient.settings);
    const channels = settings.channels[category];
    if (!channels.push && !channels.mail) continue;
    const fresh = await notificationsRepository.markSent(ctx.tx, {
      tenantId,
      loginId: recipient.loginId,
      noticeKey: notice.key,
      sentAt: now,
    });
    if (!fresh) continue;
    const message = renderNotice(notice.content, {
      language: normalizeLanguage(recipient.language),
      timeZone: recipient.timeZone,
    });
    if (channels.push) {
      const runAfter = pushTime(now, recipient, notice);
      const devices = await pushRepository.ofLogins(ctx.tx, tenantId, [recipient.loginId]);
      for (const device of devices) {
        await queueOutboxJob(ctx.tx, {
          tenantId,
          kind: 'push',
          payload: { pushSubscriptionId: device.id, message },
          runAfter,
        });
      }
    }
    if (channels.mail) {
      await ctx.mailer.send(ctx.tx, ctx.tenant, {
        to: recipient.email,
        content: {
          kind: 'notice',
          category,
          title: message.title,
          body: message.body,
          link: `${ctx.tenant.origin}${message.url}`,
        },
      });
    }
  }
};

/** Tells these persons, on each of their logins (see notifyRecipients). */
export const notifyPersons = async (ctx: NotifyContext, personIds: number[], notice: Notice) => {
  if (personIds.length === 0) return;
  const recipients = await notificationsRepository.recipientsOfPersons(
    ctx.tx,
    ctx.tenant.id,
    personIds,
  );
  await notifyRecipients(ctx, recipients, notice);
};
