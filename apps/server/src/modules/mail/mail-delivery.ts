import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { loggableError } from '../../lib/database-errors';
import type { FileStorage } from '../../lib/storage/storage';
import { createMailTransport } from './mail-transport';
import { createOutboxWorker, type OutboxWorkerDeps } from './outbox-worker';

/**
 * The server's background delivery: a transport from SMTP_URL and a worker polling the outbox,
 * which also runs the other kinds' jobs (push, reminders) with the handlers given.
 */
export const startMailDelivery = (options: {
  db: Database;
  storage: FileStorage;
  clock: Clock;
  smtpUrl?: string;
  logger: FastifyBaseLogger;
  handlers?: OutboxWorkerDeps['handlers'];
}) => {
  const transport = createMailTransport({
    smtpUrl: options.smtpUrl,
    log: (message, details) => options.logger.info(details, message),
  });
  const worker = createOutboxWorker({
    ...options,
    transport,
    // A database error's details can hold personal data: log its SQL and code only.
    onError: (error) => options.logger.error({ err: loggableError(error) }, 'outbox pass failed'),
  });
  worker.start();
  options.logger.info({ transport: transport.kind }, 'mail delivery started');
  return {
    stop: async () => {
      await worker.stop();
      transport.close();
    },
  };
};
