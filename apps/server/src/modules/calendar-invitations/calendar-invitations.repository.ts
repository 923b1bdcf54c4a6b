import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { calendarInvitations, outboxJobs } from '../../db/schema';

export type InvitationRow = typeof calendarInvitations.$inferSelect;

export const calendarInvitationsRepository = {
  ofProject: (tx: Executor, tenantId: number, projectId: number) =>
    tx
      .select()
      .from(calendarInvitations)
      .where(
        and(
          eq(calendarInvitations.tenantId, tenantId),
          eq(calendarInvitations.projectId, projectId),
        ),
      )
      .orderBy(calendarInvitations.email),

  /** The address's invitation, locked: two sends to it at once must not share a SEQUENCE. */
  findForChange: async (tx: Executor, tenantId: number, projectId: number, email: string) => {
    const [row] = await tx
      .select()
      .from(calendarInvitations)
      .where(
        and(
          eq(calendarInvitations.tenantId, tenantId),
          eq(calendarInvitations.projectId, projectId),
          eq(calendarInvitations.email, email),
        ),
      )
      .for('update');
    return row ?? null;
  },

  insert: async (tx: Executor, row: typeof calendarInvitations.$inferInsert) => {
    const [inserted] = await tx.insert(calendarInvitations).values(row).returning();
    return inserted!;
  },

  markSent: async (
    tx: Executor,
    tenantId: number,
    id: number,
    sent: Pick<InvitationRow, 'sequence' | 'fingerprint' | 'heldEvents' | 'sentAt'>,
  ) => {
    const [updated] = await tx
      .update(calendarInvitations)
      .set(sent)
      .where(and(eq(calendarInvitations.tenantId, tenantId), eq(calendarInvitations.id, id)))
      .returning();
    return updated!;
  },

  hasAny: async (tx: Executor, tenantId: number, projectId: number) => {
    const [row] = await tx
      .select({ id: calendarInvitations.id })
      .from(calendarInvitations)
      .where(
        and(
          eq(calendarInvitations.tenantId, tenantId),
          eq(calendarInvitations.projectId, projectId),
        ),
      )
      .limit(1);
    return Boolean(row);
  },

  /** Whether the project's update is already waiting in the outbox (one covers many edits). */
  updateQueued: async (tx: Executor, tenantId: number, projectId: number) => {
    const [row] = await tx
      .select({ id: outboxJobs.id })
      .from(outboxJobs)
      .where(
        and(
          eq(outboxJobs.tenantId, tenantId),
          eq(outboxJobs.kind, 'calendarInvitations'),
          eq(outboxJobs.status, 'pending'),
          sql`(${outboxJobs.payload}->>'projectId')::integer = ${projectId}`,
        ),
      )
      .limit(1);
    return Boolean(row);
  },
};
