import type { NotificationCategory } from '@crewhub/shared';
import type { Executor } from '../db/client';
import type { RequestTenant } from '../plugins/tenant';

/** A crew paper mailed as a signed copy. */
export type SignedPaper = 'deliveryNote' | 'securityCheck';

/**
 * What a system mail says, as data: the mailer words it in the recipient's language, so the use
 * cases that send mail never hold texts.
 */
export type MailContent =
  | { kind: 'passwordReset'; link: string }
  /** A new account: the link sets the first password. */
  | { kind: 'welcome'; recipientName: string; link: string }
  /** A notification (job, reminder, document, payroll) already worded for the recipient. */
  | { kind: 'notice'; category: NotificationCategory; title: string; body: string; link: string }
  | {
      kind: 'signedCopy';
      paper: SignedPaper;
      recipientName: string;
      crewName: string;
      date: string;
      projectNumber: string;
      projectName: string;
    }
  | { kind: 'formSubmitted'; formName: string; personName: string }
  /** A project's shifts as a calendar invitation, update or cancellation (the .ics attached). */
  | {
      kind: 'calendarInvitation' | 'calendarUpdate' | 'calendarCancel';
      projectNumber: string;
      projectName: string;
    }
  | {
      kind: 'invoiceReleased';
      recipientName: string;
      number: string;
      /** Formatted in the invoice's language, as on its PDF. */
      total: string;
      dueDate: string;
    }
  /** A person's public payroll link, for people without a login. */
  | { kind: 'payrollLink'; recipientName: string; link: string; expiresOn: string };

/** The address system mail comes from; calendar invitations name it as their organiser. */
export const systemSender = (tenant: Pick<RequestTenant, 'origin'>) =>
  `no-reply@${new URL(tenant.origin).hostname}`;

export type OutgoingMail = {
  to: string;
  content: MailContent;
  /** Stored files (rows of `file`) sent along, e.g. a signed PDF. */
  attachments?: number[];
};

/**
 * Sends system mail: `send` validates the address, records the message in email_message (where
 * the mailbox reads it) and queues its delivery in the same transaction `tx`, so the mail
 * leaves if and only if the change that caused it commits. It answers whether the mail was
 * queued: an address that unsubscribed from the category gets none.
 */
export type Mailer = {
  send: (tx: Executor, tenant: RequestTenant, mail: OutgoingMail) => Promise<{ queued: boolean }>;
};
