import type { NotificationSettings } from '@crewhub/shared';
import { forbidden } from '../../lib/app-error';
import type { RequestContext } from '../../lib/request-context';
import { notificationsRepository } from './notifications.repository';
import { settingsWithDefaults } from './notify';

const ownLogin = (ctx: RequestContext): number => {
  if (ctx.auth.loginId === null) throw forbidden('Notification settings need a personal login');
  return ctx.auth.loginId;
};

/** GET /notificationSettings: my choices, the defaults where I made none. */
export const getNotificationSettings = async (ctx: RequestContext): Promise<NotificationSettings> =>
  settingsWithDefaults(
    await notificationsRepository.settingsOf(ctx.tx, ctx.tenant.id, ownLogin(ctx)),
  );

/** POST /notificationSettings: replaces my choices. */
export const saveNotificationSettings = async (
  ctx: RequestContext,
  input: NotificationSettings,
): Promise<NotificationSettings> => {
  await notificationsRepository.saveSettings(ctx.tx, {
    tenantId: ctx.tenant.id,
    loginId: ownLogin(ctx),
    ...input,
  });
  return getNotificationSettings(ctx);
};
