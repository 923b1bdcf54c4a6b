import { normalizeLanguage, outboxMaxAttempts } from '@crewhub/shared';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { systemSender, type Mailer } from '../../lib/mailer';
import { hashToken, randomToken } from '../../lib/secure-token';
import { categoryOf, renderMail } from './mail-texts';
import { mailRepository } from './mail.repository';

const addressSchema = z.email();

/** Where an unsubscribe link of a tenant points (the web page asks before it unsubscribes). */
export const unsubscribeUrl = (origin: string, token: string) => `${origin}/unsubscribe/${token}`;

/**
 * The app's mailer: every system mail is worded in its recipient's language, recorded in
 * email_message and queued as an outbox job in the caller's transaction. Nothing leaves here;
 * the outbox worker delivers after the commit.
 */
export const createQueueingMailer = (deps: { clock: Clock }): Mailer => ({
  send: async (tx, tenant, mail) => {
    const address = mail.to.trim().toLowerCase();
    if (!addressSchema.safeParse(address).success) {
      throw new AppError('EMAIL_ADDRESS_INVALID', `Not a valid e-mail address: ${mail.to}`);
    }
    const category = categoryOf(mail.content);
    // A password reset is what the person just asked for; every other mail honours opt-outs.
    const honoursOptOut = mail.content.kind !== 'passwordReset';
    if (honoursOptOut && (await mailRepository.hasOptedOut(tx, tenant.id, address, category))) {
      return { queued: false };
    }
    const language = normalizeLanguage(await mailRepository.languageFor(tx, tenant.id, address));
    const token = randomToken();
    const listUnsubscribe = unsubscribeUrl(tenant.origin, token);
    const rendered = renderMail(mail.content, {
      language,
      tenantName: tenant.name,
      unsubscribeUrl: listUnsubscribe,
    });
    const emailMessageId = await mailRepository.insertMessage(
      tx,
      {
        tenantId: tenant.id,
        mailboxId: await mailRepository.mailboxOfAddress(tx, tenant.id, address),
        sender: systemSender(tenant),
        recipients: [address],
        subject: rendered.subject,
        body: rendered.text,
        html: rendered.html,
        category,
        language,
        unsubscribeTokenHash: hashToken(token),
      },
      mail.attachments ?? [],
    );
    await mailRepository.insertJob(tx, {
      tenantId: tenant.id,
      kind: 'email',
      payload: { emailMessageId, listUnsubscribe },
      maxAttempts: outboxMaxAttempts,
      runAfter: deps.clock.now(),
    });
    return { queued: true };
  },
});
