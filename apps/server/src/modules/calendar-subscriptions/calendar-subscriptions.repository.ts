import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { calendarFeedEvents, calendarSubscriptions } from '../../db/schema';

export type CalendarSubscriptionRow = typeof calendarSubscriptions.$inferSelect;
type NewSubscription = typeof calendarSubscriptions.$inferInsert;
type SubscriptionPatch = Partial<
  Pick<NewSubscription, 'tokenHash' | 'renewedAt' | 'refreshedAt' | 'lastReadAt'>
>;
export type FeedEventState = { uid: string; fingerprint: string; changedAt: Date };

const own = (tenantId: number, id: number) =>
  and(eq(calendarSubscriptions.tenantId, tenantId), eq(calendarSubscriptions.id, id));

export const calendarSubscriptionsRepository = {
  ofPerson: (tx: Executor, tenantId: number, personId: number) =>
    tx
      .select()
      .from(calendarSubscriptions)
      .where(
        and(
          eq(calendarSubscriptions.tenantId, tenantId),
          eq(calendarSubscriptions.personId, personId),
        ),
      )
      .orderBy(asc(calendarSubscriptions.createdAt), asc(calendarSubscriptions.id)),

  byId: async (tx: Executor, tenantId: number, id: number) =>
    (await tx.select().from(calendarSubscriptions).where(own(tenantId, id)))[0] ?? null,

  byTokenHash: async (tx: Executor, tenantId: number, tokenHash: string) =>
    (
      await tx
        .select()
        .from(calendarSubscriptions)
        .where(
          and(
            eq(calendarSubscriptions.tenantId, tenantId),
            eq(calendarSubscriptions.tokenHash, tokenHash),
          ),
        )
    )[0] ?? null,

  insert: async (tx: Executor, values: NewSubscription) =>
    (await tx.insert(calendarSubscriptions).values(values).returning())[0]!,

  update: async (tx: Executor, tenantId: number, id: number, patch: SubscriptionPatch) =>
    (await tx.update(calendarSubscriptions).set(patch).where(own(tenantId, id)).returning())[0]!,

  delete: (tx: Executor, tenantId: number, id: number) =>
    tx.delete(calendarSubscriptions).where(own(tenantId, id)),

  feedEvents: (tx: Executor, tenantId: number, subscriptionId: number) =>
    tx
      .select({
        uid: calendarFeedEvents.uid,
        fingerprint: calendarFeedEvents.fingerprint,
        sequence: calendarFeedEvents.sequence,
        changedAt: calendarFeedEvents.changedAt,
      })
      .from(calendarFeedEvents)
      .where(
        and(
          eq(calendarFeedEvents.tenantId, tenantId),
          eq(calendarFeedEvents.subscriptionId, subscriptionId),
        ),
      ),

  /**
   * Records new and changed events. The sequence is raised in the statement, only where the
   * fingerprint differs, so two readers racing on the same change raise it once.
   */
  saveFeedEvents: async (
    tx: Executor,
    owner: { tenantId: number; subscriptionId: number },
    events: FeedEventState[],
  ) => {
    if (events.length === 0) return;
    await tx
      .insert(calendarFeedEvents)
      .values(events.map((event) => ({ ...owner, ...event })))
      .onConflictDoUpdate({
        target: [
          calendarFeedEvents.tenantId,
          calendarFeedEvents.subscriptionId,
          calendarFeedEvents.uid,
        ],
        set: {
          fingerprint: sql`excluded.fingerprint`,
          sequence: sql`${calendarFeedEvents.sequence} + 1`,
          changedAt: sql`excluded.changed_at`,
        },
        setWhere: sql`${calendarFeedEvents.fingerprint} <> excluded.fingerprint`,
      });
  },
};
