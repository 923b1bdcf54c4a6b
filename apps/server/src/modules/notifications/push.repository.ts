import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { pushSubscriptions } from './notifications.schema';

type NewSubscription = Omit<typeof pushSubscriptions.$inferInsert, 'id' | 'createdAt'>;

/** Queries of the push subscriptions (devices). */
export const pushRepository = {
  /** A device belongs to whoever subscribed on it last (two people sharing a phone). */
  upsert: async (tx: Executor, subscription: NewSubscription) =>
    (
      await tx
        .insert(pushSubscriptions)
        .values(subscription)
        .onConflictDoUpdate({
          target: [pushSubscriptions.tenantId, pushSubscriptions.endpoint],
          set: {
            loginId: subscription.loginId,
            p256dh: subscription.p256dh,
            auth: subscription.auth,
            userAgent: subscription.userAgent,
          },
        })
        .returning()
    )[0]!,

  deleteOwn: async (tx: Executor, tenantId: number, loginId: number, endpoint: string) =>
    (
      await tx
        .delete(pushSubscriptions)
        .where(
          and(
            eq(pushSubscriptions.tenantId, tenantId),
            eq(pushSubscriptions.loginId, loginId),
            eq(pushSubscriptions.endpoint, endpoint),
          ),
        )
        .returning({ id: pushSubscriptions.id })
    ).length > 0,

  deleteById: (tx: Executor, tenantId: number, id: number) =>
    tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.tenantId, tenantId), eq(pushSubscriptions.id, id))),

  ofLogins: (tx: Executor, tenantId: number, loginIds: number[]) =>
    tx
      .select()
      .from(pushSubscriptions)
      .where(
        and(eq(pushSubscriptions.tenantId, tenantId), inArray(pushSubscriptions.loginId, loginIds)),
      )
      .orderBy(asc(pushSubscriptions.id)),

  byId: async (tx: Executor, tenantId: number, id: number) =>
    (
      await tx
        .select()
        .from(pushSubscriptions)
        .where(and(eq(pushSubscriptions.tenantId, tenantId), eq(pushSubscriptions.id, id)))
    )[0] ?? null,
};
