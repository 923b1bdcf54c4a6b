import { outboxMaxAttempts, type OutboxJobKind } from '@crewhub/shared';
import type { Executor } from '../../db/client';
import { mailRepository, type NewOutboxJob } from './mail.repository';

/**
 * Queues a job in the caller's transaction, so it runs if and only if the change that caused it
 * commits. `runAfter` delays it (a reminder, a push held through the night).
 */
export const queueOutboxJob = <K extends OutboxJobKind>(
  tx: Executor,
  job: Omit<NewOutboxJob<K>, 'maxAttempts'>,
) => mailRepository.insertJob(tx, { ...job, maxAttempts: outboxMaxAttempts });
