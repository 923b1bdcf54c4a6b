import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { logins } from '../../db/schema';
import { withTenant } from '../../db/tenant-scope';
import { createDocumentFactories } from '../../testing/document-factories';
import { passwordResetHandler, queueMail, startSmtpCatcher } from '../../testing/mail-factories';
import { useTestApp } from '../../testing/test-app';
import { startMailDelivery } from './mail-delivery';

const ctx = useTestApp();
let catcher: Awaited<ReturnType<typeof startSmtpCatcher>>;
let delivery: ReturnType<typeof startMailDelivery>;

beforeAll(async () => {
  catcher = await startSmtpCatcher();
  // What `npm start` runs with SMTP_URL set: the real transport and the polling worker.
  delivery = startMailDelivery({
    db: ctx.handle.db,
    storage: ctx.storage,
    clock: ctx.clock,
    smtpUrl: catcher.url,
    logger: ctx.app.log,
    // A reset request is a job of its own; its handler queues the mail this worker then sends.
    handlers: { passwordReset: passwordResetHandler(ctx.handle.db, ctx.clock) },
  });
});
afterAll(async () => {
  await delivery.stop();
  await catcher.close();
});

const receivedFor = (address: string) =>
  expect
    .poll(
      () => catcher.received.find((mail) => mail.to && JSON.stringify(mail.to).includes(address)),
      {
        timeout: 10_000,
      },
    )
    .toBeDefined()
    .then(() => catcher.received.find((mail) => JSON.stringify(mail.to).includes(address))!);

describe('mail over SMTP', () => {
  it('delivers a password reset in the recipient’s language with both parts and an unsubscribe link', async () => {
    await withTenant(ctx.handle.db, 1, (tx) =>
      tx.update(logins).set({ language: 'nl' }).where(eq(logins.email, 'crew@demo.crewhub.app')),
    );
    const response = await ctx.request('POST', '/api/v1/forgottenPassword', {
      body: { email: 'crew@demo.crewhub.app' },
    });
    expect(response.statusCode).toBe(200);

    const mail = await receivedFor('crew@demo.crewhub.app');
    expect(mail.subject).toMatch(/stel je wachtwoord opnieuw in/);
    expect(mail.from?.text).toBe('no-reply@localhost');
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/forgottenPassword\/[A-Za-z0-9_-]{40,}/);
    expect(mail.html).toMatch(/<a href="http:\/\/localhost:3000\/forgottenPassword\//);
    // Long headers are folded onto a second line: unfold as a mail client does.
    const header = mail.headerLines
      .find((line) => line.key === 'list-unsubscribe')
      ?.line.replace(/\r?\n\s+/g, ' ');
    const url = /^List-Unsubscribe: <(http:\/\/localhost:3000\/unsubscribe\/[\w-]{40,})>$/.exec(
      header ?? '',
    )?.[1];
    expect(url).toBeDefined();
    expect(mail.text).toContain(url);
  });

  it('attaches the signed PDF from storage', async () => {
    const pdf = Buffer.from('%PDF-1.7 signed delivery note');
    const file = await createDocumentFactories(ctx.handle.db, ctx.storage).file(pdf);
    await queueMail(ctx.handle.db, ctx.clock, {
      to: 'site@example.test',
      content: {
        kind: 'signedCopy',
        paper: 'deliveryNote',
        recipientName: 'Pim',
        crewName: 'Stage crew',
        date: '2026-11-23',
        projectNumber: 'P-2026-001',
        projectName: 'Summer Stage Festival 2026',
      },
      attachments: [file.id],
    });

    const mail = await receivedFor('site@example.test');
    expect(mail.subject).toContain('signed delivery note P-2026-001 Stage crew 2026-11-23');
    expect(mail.text).toContain('Hello Pim,');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({
      filename: 'test.pdf',
      contentType: 'application/pdf',
    });
    expect(mail.attachments[0]!.content.equals(pdf)).toBe(true);
  });

  it('accepts only smtp:// or smtps:// as SMTP_URL', () => {
    expect(loadConfig({ SMTP_URL: 'smtps://user:secret@mail.example:465' }).SMTP_URL).toBeDefined();
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example' })).toThrow(/smtp/);
  });
});
