import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../db/client';
import { emailAttachments, emailMessages } from '../db/schema';

export type OutgoingMail = {
  to: string[];
  subject: string;
  body: string;
  sender: string;
  /** Stored files (rows of `file`) sent along, e.g. a signed PDF. */
  attachments?: number[];
};

/** Sends system mail. Every message is recorded in email_message, where the mailbox reads it. */
export type Mailer = {
  send: (tx: Executor, tenantId: number, mail: OutgoingMail) => Promise<void>;
};

/**
 * The default mailer records and logs; an SMTP transport plugs in here without touching the
 * use cases that send mail (it reads the attachments' bytes through the storage interface).
 */
export const createRecordingMailer = (logger?: FastifyBaseLogger): Mailer => ({
  send: async (tx, tenantId, mail) => {
    const [message] = await tx
      .insert(emailMessages)
      .values({
        tenantId,
        sender: mail.sender,
        recipients: mail.to,
        subject: mail.subject,
        body: mail.body,
      })
      .returning({ id: emailMessages.id });
    const attachments = mail.attachments ?? [];
    if (attachments.length > 0) {
      await tx
        .insert(emailAttachments)
        .values(attachments.map((fileId) => ({ tenantId, emailMessageId: message!.id, fileId })));
    }
    logger?.info(
      { to: mail.to, subject: mail.subject, attachments: attachments.length },
      'mail recorded',
    );
  },
});
