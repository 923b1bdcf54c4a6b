import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { SendMailOptions } from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { emailMessages, outboxJobs, tenants } from '../db/schema';
import { withTenant } from '../db/tenant-scope';
import type { Clock } from '../lib/clock';
import type { OutgoingMail } from '../lib/mailer';
import { createPasswordResetHandler } from '../modules/auth/password.service';
import type { MailTransport } from '../modules/mail/mail-transport';
import { createQueueingMailer } from '../modules/mail/mail-queue';
import { outboxPayloadSchemas } from '../modules/mail/outbox-payloads';
import { createOutboxWorker } from '../modules/mail/outbox-worker';
import type { FileStorage } from '../lib/storage/storage';
import type { RequestTenant } from '../plugins/tenant';

/** A tenant as a request would carry it, read from its row. */
export const tenantOf = async (db: Database, tenantId = 1): Promise<RequestTenant> => {
  const [row] = await db.select().from(tenants).where(eq(tenants.id, tenantId));
  return {
    id: row!.id,
    name: row!.name,
    origin: row!.publicOrigin,
    frameAncestors: row!.frameAncestors,
    host: 'localhost',
  };
};

/** The app's mailer, for code that runs outside a request (jobs, direct use-case calls). */
export const testMailer = (clock: Clock) => createQueueingMailer({ clock });

/** Queues one mail in a transaction of its own, as a use case would in its request. */
export const queueMail = async (db: Database, clock: Clock, mail: OutgoingMail, tenantId = 1) => {
  const tenant = await tenantOf(db, tenantId);
  return withTenant(db, tenantId, (tx) => createQueueingMailer({ clock }).send(tx, tenant, mail));
};

export const passwordResetMail = (to: string): OutgoingMail => ({
  to,
  content: { kind: 'passwordReset', link: 'http://localhost:3000/forgottenPassword/abc' },
});

/** Outbox jobs of a tenant, newest first (read as owner). */
export const outboxJobsOf = (db: Database, tenantId = 1) =>
  db
    .select()
    .from(outboxJobs)
    .where(eq(outboxJobs.tenantId, tenantId))
    .orderBy(desc(outboxJobs.id));

export const messageOfJob = async (db: Database, job: { tenantId: number; payload: unknown }) =>
  (
    await db
      .select()
      .from(emailMessages)
      .where(
        and(
          eq(emailMessages.tenantId, job.tenantId),
          eq(emailMessages.id, outboxPayloadSchemas.email.parse(job.payload).emailMessageId),
        ),
      )
  )[0]!;

/** A transport that keeps what it was handed; `failWith` makes every try fail. */
export const capturingTransport = () => {
  const delivered: SendMailOptions[] = [];
  const state = { failWith: null as string | null };
  const transport: MailTransport = {
    kind: 'log',
    deliver: async (message) => {
      if (state.failWith) throw new Error(state.failWith);
      delivered.push(message);
    },
    close: () => {},
  };
  return { transport, delivered, state };
};

/** An outbox worker that hands its mail to a capturing transport: what left, as nodemailer got it. */
export const capturingOutboxWorker = (deps: {
  db: Database;
  storage: FileStorage;
  clock: Clock;
}) => {
  const { transport, delivered } = capturingTransport();
  return { worker: createOutboxWorker({ ...deps, transport }), delivered };
};

/** An SMTP server in this process that parses every message it receives. */
export const startSmtpCatcher = async () => {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData: (stream, _session, callback) => {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/** The worker's answer to a reset request, as main.ts wires it: it queues the mail, if any. */
export const passwordResetHandler = (db: Database, clock: Clock) =>
  createPasswordResetHandler({ db, clock, mailer: createQueueingMailer({ clock }) });
