import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { loggableError } from '../../lib/database-errors';
import type { FileStorage } from '../../lib/storage/storage';
import { createMailTransport } from './mail-transport';
import { createOutboxWorker } from './outbox-worker';

/** The server's background delivery: a transport from SMTP_URL and a worker polling the outbox. */
export const startMailDelivery = (options: {
  db: Database;
  storage: FileStorage;
  clock: Clock;
  smtpUrl?: string;
  logger: FastifyBaseLogger;
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
