import type {
  DeletePushSubscriptionInput,
  PushSubscriptionInput,
  PushSubscription,
  PushSubscriptions,
} from '@crewhub/shared';
import { forbidden, notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/request-context';
import { pushRepository } from './push.repository';

/** Push belongs to an account; guests and plus-crew logins have none. */
const ownLogin = (ctx: RequestContext): number => {
  if (ctx.auth.loginId === null) throw forbidden('Push notifications need a personal login');
  return ctx.auth.loginId;
};

const toDto = (row: Awaited<ReturnType<typeof pushRepository.upsert>>): PushSubscription => ({
  id: row.id,
  service: new URL(row.endpoint).host,
  userAgent: row.userAgent,
  createdAt: row.createdAt.toISOString(),
});

export const listMyPushSubscriptions = async (
  ctx: RequestContext,
  publicKey: string,
): Promise<PushSubscriptions> => {
  const rows = await pushRepository.ofLogins(ctx.tx, ctx.tenant.id, [ownLogin(ctx)]);
  return { publicKey, subscriptions: rows.map(toDto) };
};

/** This device now receives my notifications (again: the browser may renew its keys). */
export const setPushSubscription = async (
  ctx: RequestContext,
  input: PushSubscriptionInput,
  userAgent: string | null,
): Promise<PushSubscription> =>
  toDto(
    await pushRepository.upsert(ctx.tx, {
      tenantId: ctx.tenant.id,
      loginId: ownLogin(ctx),
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      userAgent: userAgent?.slice(0, 300) ?? null,
    }),
  );

/** This device stops receiving my notifications; someone else's device is not found. */
export const deletePushSubscription = async (
  ctx: RequestContext,
  input: DeletePushSubscriptionInput,
): Promise<void> => {
  const deleted = await pushRepository.deleteOwn(
    ctx.tx,
    ctx.tenant.id,
    ownLogin(ctx),
    input.endpoint,
  );
  if (!deleted) throw notFound('Push subscription');
};
