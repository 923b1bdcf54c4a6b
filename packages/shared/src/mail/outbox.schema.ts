import { z } from 'zod';
import { idSchema } from '../lists/ids';

/**
 * What a queued job does: deliver an e-mail, deliver a push notification to one device, at its
 * time turn into the reminders of a shift, send a project's changed shifts to the addresses its
 * calendar invitation went to, or answer a password reset request (the worker decides whether
 * the address gets a mail, so the request does the same work for any address).
 */
export const outboxJobKinds = [
  'email',
  'push',
  'reminder',
  'calendarInvitations',
  'passwordReset',
] as const;
export const outboxJobKindSchema = z.enum(outboxJobKinds);
export type OutboxJobKind = z.infer<typeof outboxJobKindSchema>;

/** pending → sending (leased by one worker) → sent; after the last failed try → dead. */
export const outboxJobStatuses = ['pending', 'sending', 'sent', 'dead'] as const;
export const outboxJobStatusSchema = z.enum(outboxJobStatuses);
export type OutboxJobStatus = z.infer<typeof outboxJobStatusSchema>;

/** GET /outboxJobs: a job that could not be delivered, as the office sees it. */
export const outboxJobSchema = z.object({
  id: idSchema,
  kind: outboxJobKindSchema,
  status: outboxJobStatusSchema,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  recipients: z.array(z.string()),
  subject: z.string(),
  createdAt: z.iso.datetime(),
});
export type OutboxJob = z.infer<typeof outboxJobSchema>;
