// What other modules may use from mail: queueing outbox jobs of their own kinds and reading
// their payloads back. Mail itself is sent through `ctx.mailer` (lib/mailer.ts).
export { queueOutboxJob } from './outbox.queries';
export { outboxPayloadSchemas, type OutboxPayloadOf } from './outbox-payloads';
export type { OutboxJobHandler } from './outbox-worker';
