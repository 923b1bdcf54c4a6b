// What other modules may use from mail: queueing outbox jobs of their own kinds and reading
// their payloads back, and the caller's mailboxes (home). Mail itself is sent through
// `ctx.mailer` (lib/mailer.ts).
export { jobTenant, outboxDepth, queueOutboxJob } from './outbox.queries';
export { outboxPayloadSchemas, type OutboxPayloadOf } from './outbox-payloads';
export type { OutboxJobHandler } from './outbox-worker';
export { listMailboxes } from './mailbox.service';
