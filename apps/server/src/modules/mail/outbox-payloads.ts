import { idSchema, pushMessageSchema, type OutboxJobKind } from '@crewhub/shared';
import { z } from 'zod';

/**
 * What each kind of outbox job carries. Jobs are read back from jsonb, so handlers parse their
 * payload with these instead of trusting the column's type.
 */
export const outboxPayloadSchemas = {
  email: z.object({ emailMessageId: idSchema, listUnsubscribe: z.string() }),
  push: z.object({ pushSubscriptionId: idSchema, message: pushMessageSchema }),
  /** A shift's reminders, due `reminderHours` before it starts at `startsAt`. */
  reminder: z.object({ assignmentId: idSchema, loginId: idSchema, startsAt: z.iso.datetime() }),
  /** A project whose shifts changed: its calendar invitations go out again. */
  calendarInvitations: z.object({ projectId: idSchema }),
  /** A reset request for an address as typed; whether it has an account is the worker's to find. */
  passwordReset: z.object({ email: z.string() }),
} satisfies Record<OutboxJobKind, z.ZodType>;

export type OutboxPayloadOf<K extends OutboxJobKind> = z.infer<(typeof outboxPayloadSchemas)[K]>;
export type OutboxPayload = OutboxPayloadOf<OutboxJobKind>;
