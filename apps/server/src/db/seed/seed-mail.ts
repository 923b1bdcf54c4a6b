import type { MailContent } from '../../lib/mailer';
import { hashToken, randomToken } from '../../lib/secure-token';
import { categoryOf, renderMail } from '../../modules/mail/mail-texts';
import type { Transaction } from '../client';
import { emailAttachments, emailMessages } from '../schema';
import { storeSeedPdfs, type SeedFiles } from './seed-files';

type SeedMessage = {
  to: string;
  content: MailContent;
  hoursAgo: number;
  read: boolean;
  attachment?: number | null;
};

/**
 * Mail the system already sent, so the office's mailbox is not empty: two forms the crew sent
 * to the planning mailbox (one with its PDF) and a signed delivery note to the client. Recorded
 * as delivered history, without outbox jobs: starting the demo with SMTP_URL sends nothing.
 */
export const seedMail = async (
  tx: Transaction,
  seed: SeedFiles,
  options: { origin: string; tenantName: string; emailDomain: string; mailboxId: number },
) => {
  const [intakePdf] = await storeSeedPdfs(tx, seed, [
    {
      filename: 'intake-sanne-de-vries.pdf',
      title: 'Intake',
      subtitle: 'Sanne de Vries',
      sections: [
        {
          heading: 'Answers',
          lines: [
            'Preferred work: stage building, load-in and load-out',
            'Driving licence: B',
            'Safety shoes: yes, size 39',
          ],
        },
      ],
    },
  ]);
  const planning = `planning@${options.emailDomain}`;
  const messages: SeedMessage[] = [
    {
      to: planning,
      content: { kind: 'formSubmitted', formName: 'Intake', personName: 'Sanne de Vries' },
      hoursAgo: 2,
      read: false,
      attachment: intakePdf,
    },
    {
      to: planning,
      content: { kind: 'formSubmitted', formName: 'Site briefing', personName: 'Daan Jansen' },
      hoursAgo: 26,
      read: true,
    },
    {
      to: `client@${options.emailDomain}`,
      content: {
        kind: 'signedCopy',
        paper: 'deliveryNote',
        recipientName: 'Olivia Smit',
        crewName: 'Main stage build',
        date: seed.createdAt.toISOString().slice(0, 10),
        projectNumber: 'P-2026-001',
        projectName: 'Summer Stage Festival 2026',
      },
      hoursAgo: 5,
      read: false,
    },
  ];
  for (const message of messages) {
    const token = randomToken();
    const rendered = renderMail(message.content, {
      language: 'en',
      tenantName: options.tenantName,
      unsubscribeUrl: `${options.origin}/unsubscribe/${token}`,
    });
    const [row] = await tx
      .insert(emailMessages)
      .values({
        tenantId: seed.tenantId,
        mailboxId: message.to === planning ? options.mailboxId : null,
        sender: `no-reply@${new URL(options.origin).hostname}`,
        recipients: [message.to],
        subject: rendered.subject,
        body: rendered.text,
        html: rendered.html,
        category: categoryOf(message.content),
        language: 'en',
        unsubscribeTokenHash: hashToken(token),
        read: message.read,
        createdAt: new Date(seed.createdAt.getTime() - message.hoursAgo * 3_600_000),
      })
      .returning({ id: emailMessages.id });
    if (message.attachment) {
      await tx.insert(emailAttachments).values({
        tenantId: seed.tenantId,
        emailMessageId: row!.id,
        fileId: message.attachment,
      });
    }
  }
};
