import type { EmailMessage, EmailMessagePage, Mailbox } from '@crewhub/shared';
import { describe, expect, it } from 'vitest';
import { createDocumentFactories } from '../../testing/document-factories';
import { passwordResetMail, queueMail } from '../../testing/mail-factories';
import { lastMailTo, linkTokenIn } from '../../testing/outbox';
import { demoLogin, otherTenantHost, useTestApp } from '../../testing/test-app';
import type { OutgoingMail } from '../../lib/mailer';

const ctx = useTestApp();
const planning = 'planning@demo.crewhub.app';

const formMail = (formName: string, attachments: number[] = []): OutgoingMail => ({
  to: planning,
  content: { kind: 'formSubmitted', formName, personName: 'Sanne de Vries' },
  attachments,
});

const get = <T>(path: string, token: string) =>
  ctx.request('GET', `/api/v1${path}`, { token }).then((response) => ({
    status: response.statusCode,
    body: response.json<T>(),
  }));

describe('mailbox', () => {
  it('lists the office mailbox with search, paging and unread state, and opens a message with its attachment', async () => {
    const pdf = Buffer.from('%PDF-1.7 intake form');
    const file = await createDocumentFactories(ctx.handle.db, ctx.storage).file(pdf);
    await queueMail(ctx.handle.db, ctx.clock, formMail('Bicycle check'));
    await queueMail(ctx.handle.db, ctx.clock, formMail('Intake questions', [file.id]));
    const office = await ctx.login(demoLogin('office'));

    const mailboxes = await get<Mailbox[]>('/mailboxes', office);
    expect(mailboxes.status).toBe(200);
    expect(mailboxes.body[0]).toMatchObject({ id: null, address: 'office@demo.crewhub.app' });
    const box = mailboxes.body.find((mailbox) => mailbox.address === planning)!;
    expect(box.unread).toBeGreaterThanOrEqual(2);

    const page = await get<EmailMessagePage>(`/emailMessages?mailboxId=${box.id}&limit=1`, office);
    expect(page.body).toMatchObject({ page: 1, limit: 1 });
    expect(page.body.total).toBeGreaterThanOrEqual(2);
    expect(page.body.items[0]).toMatchObject({
      read: false,
      attachmentCount: 1,
      category: 'forms',
    });

    const found = await get<EmailMessagePage>(
      `/emailMessages?mailboxId=${box.id}&q=bicycle`,
      office,
    );
    expect(found.body.items.map((item) => item.subject)).toEqual([
      'Crewhub Demo Events: form Bicycle check from Sanne de Vries',
    ]);

    const opened = await get<EmailMessage>(`/emailMessages/${page.body.items[0]!.id}`, office);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ read: true, recipients: [planning] });
    expect(opened.body.body).toContain('"Intake questions"');
    expect(opened.body.attachments).toEqual([
      expect.objectContaining({ filename: 'test.pdf', contentType: 'application/pdf' }),
    ]);
    const after = await get<Mailbox[]>('/mailboxes', office);
    expect(after.body.find((mailbox) => mailbox.id === box.id)!.unread).toBe(box.unread - 1);

    const attachment = opened.body.attachments[0]!;
    const download = await ctx.request(
      'GET',
      `/api/v1/emailMessages/${opened.body.id}/attachments/${attachment.id}/download`,
      { token: office },
    );
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(pdf)).toBe(true);
    const listed = await get<unknown[]>(`/emailMessages/${opened.body.id}/attachments`, office);
    expect(listed.body).toHaveLength(1);
  });

  it('shows people the mail sent to them and nobody else’s', async () => {
    await ctx.request('POST', '/api/v1/forgottenPassword', {
      body: { email: 'client@demo.crewhub.app' },
    });
    const mail = (await lastMailTo(ctx.handle.db, 'client@demo.crewhub.app'))!;
    const client = await ctx.login(demoLogin('client'));
    const own = await get<EmailMessagePage>('/emailMessages', client);
    expect(own.body.items.map((item) => item.id)).toContain(mail.id);
    expect((await get(`/emailMessages/${mail.id}`, client)).status).toBe(200);

    const office = await ctx.login(demoLogin('office'));
    expect((await get(`/emailMessages/${mail.id}`, office)).status).toBe(404);
    expect((await get(`/emailMessages/${mail.id}/attachments`, office)).status).toBe(404);
    const crew = await ctx.login(demoLogin('crew'));
    expect((await get('/emailMessages', crew)).status).toBe(403);

    const northwind = await ctx.login(
      demoLogin('office', 'northwind.crewhub.app'),
      otherTenantHost,
    );
    const foreign = await ctx.request('GET', `/api/v1/emailMessages/${mail.id}`, {
      token: northwind,
      host: otherTenantHost,
    });
    expect(foreign.statusCode).toBe(404);
    const boxes = await get<Mailbox[]>('/mailboxes', office);
    const foreignBox = await ctx.request(
      'GET',
      `/api/v1/emailMessages?mailboxId=${boxes.body[1]!.id}`,
      { token: northwind, host: otherTenantHost },
    );
    expect(foreignBox.statusCode).toBe(404);
  });

  it('names the categories of system mail', async () => {
    const office = await ctx.login(demoLogin('office'));
    const types = await get<{ code: string }[]>('/messageTypes', office);
    expect(types.body.map((type) => type.code)).toEqual([
      'account',
      'signedCopies',
      'forms',
      'invoices',
      'calendarInvitations',
      'jobs',
      'reminders',
      'documents',
      'payrolls',
      'planning',
    ]);
  });
});

describe('unsubscribe', () => {
  const unsubscribe = (token: string, host?: string) =>
    ctx.request('POST', '/api/v1/emailMessages/unsubscribe', { body: { token }, host });

  it('stops that category of mail to that address only', async () => {
    await queueMail(ctx.handle.db, ctx.clock, formMail('Opt-out form'));
    const mail = (await lastMailTo(ctx.handle.db, planning))!;
    const token = linkTokenIn(mail.body, '/unsubscribe');

    const response = await unsubscribe(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ category: 'forms' });
    expect((await unsubscribe(token)).statusCode).toBe(200);

    expect(await queueMail(ctx.handle.db, ctx.clock, formMail('Another form'))).toEqual({
      queued: false,
    });
    // A password reset the person asks for still arrives.
    expect(await queueMail(ctx.handle.db, ctx.clock, passwordResetMail(planning))).toEqual({
      queued: true,
    });
  });

  it('answers unknown and other tenants’ tokens with the same 404', async () => {
    await queueMail(ctx.handle.db, ctx.clock, passwordResetMail('someone@example.test'));
    const token = linkTokenIn(
      (await lastMailTo(ctx.handle.db, 'someone@example.test'))!.body,
      '/unsubscribe',
    );
    const foreign = await unsubscribe(token, otherTenantHost);
    const unknown = await unsubscribe('A'.repeat(43));
    expect(foreign.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(foreign.json()).toEqual(unknown.json());
    expect((await unsubscribe('not a token')).statusCode).toBe(400);
  });
});
