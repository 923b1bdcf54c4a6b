import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../db/client';
import { emailMessages } from '../db/schema';

export type OutgoingMail = { to: string[]; subject: string; body: string; sender: string };

/** Sends system mail. Every message is recorded in email_message, where the mailbox reads it. */
export type Mailer = {
  send: (tx: Executor, tenantId: number, mail: OutgoingMail) => Promise<void>;
};

/**
 * The default mailer records and logs; an SMTP transport plugs in here without touching the
 * use cases that send mail.
 */
export const createRecordingMailer = (logger?: FastifyBaseLogger): Mailer => ({
  send: async (tx, tenantId, mail) => {
    await tx.insert(emailMessages).values({
      tenantId,
      sender: mail.sender,
      recipients: mail.to,
      subject: mail.subject,
      body: mail.body,
    });
    logger?.info({ to: mail.to, subject: mail.subject }, 'mail recorded');
  },
});
