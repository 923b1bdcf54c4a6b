// What other modules may use from mail: queueing outbox jobs of their own kinds and reading
// their payloads back, and the caller's unread mail as a read of home's statement. Mail itself
// is sent through `ctx.mailer` (lib/mailer.ts).
export { outboxDepth, queueOutboxJob } from './outbox.queries';
export { outboxPayloadSchemas, type OutboxPayloadOf } from './outbox-payloads';
export type { OutboxJobHandler } from './outbox-worker';
export { unreadMailRead, type UnreadMailRow } from './unread-mail.sql';
