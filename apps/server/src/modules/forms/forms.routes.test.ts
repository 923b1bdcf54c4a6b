import type { FormDocument, FormPerform, FormToFill, Page } from '@crewhub/shared';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { forms } from '../../db/schema';
import { withTenant } from '../../db/tenant-scope';
import { signaturePng } from '../../testing/crew-day-factories';
import { createDocumentFactories } from '../../testing/document-factories';
import { attachmentsOf, lastMailTo } from '../../testing/outbox';
import { demoLogin, otherTenantHost, useTestApp } from '../../testing/test-app';
import { formsRepository } from './forms.repository';
import { formsToFillOnHome } from './forms.service';

const ctx = useTestApp();
const tokens: Record<string, string> = {};
const people = { crew: 0, chief: 0 };
/** crew@'s seeded open forms and one of chief@'s. */
const seeded = { intake: 0, briefing: 0, chiefFeedback: 0 };

const get = (url: string, token = tokens.crew, host?: string) =>
  ctx.request('GET', `/api/v1${url}`, { token, host });
const post = (url: string, body: unknown = {}, token = tokens.crew, host?: string) =>
  ctx.request('POST', `/api/v1${url}`, { token, body, host });
const perform = async (id: number, token = tokens.crew) =>
  (await get(`/forms/perform/${id}`, token)).json<FormPerform>();
const toFill = async (personId: number, list = 'formsPerform', token = tokens.crew) =>
  (await get(`/persons/${personId}/${list}`, token)).json<Page<FormToFill>>().items;
/** The id of a question by the start of its label. */
const question = (form: FormPerform, label: string) =>
  String(form.questions.find((each) => each.label.startsWith(label))!.id);
const isPdf = (body: Buffer) => body.subarray(0, 5).toString() === '%PDF-';

beforeAll(async () => {
  for (const local of ['crew', 'chief', 'client'])
    tokens[local] = await ctx.login(demoLogin(local));
  tokens.northwind = await ctx.login(demoLogin('crew', 'northwind.crewhub.app'), otherTenantHost);
  const factories = createDocumentFactories(ctx.handle.db, ctx.storage);
  people.crew = await factories.personIdByEmail('crew@demo.crewhub.app');
  people.chief = await factories.personIdByEmail('chief@demo.crewhub.app');
  const [intake] = await toFill(people.crew);
  const [briefing] = await toFill(people.crew, 'formsTrainingPerform');
  const [feedback] = await toFill(people.chief, 'formsPerform', tokens.chief);
  seeded.intake = intake!.resultId;
  seeded.briefing = briefing!.resultId;
  seeded.chiefFeedback = feedback!.resultId;
});

describe('forms to fill', () => {
  it('lists my open forms and trainings apart, with progress and a slug', async () => {
    expect(await toFill(people.crew)).toEqual([
      expect.objectContaining({
        name: 'Crew intake',
        slug: 'crew-intake',
        kind: 'general',
        dueDate: '2026-11-28',
        answered: 0,
        total: 7,
      }),
    ]);
    expect(await toFill(people.crew, 'formsTrainingPerform')).toEqual([
      expect.objectContaining({ name: 'Working at height briefing', answered: 0, total: 2 }),
    ]);
    const home = await withTenant(ctx.handle.db, 1, (tx) => formsToFillOnHome(tx, 1, people.crew));
    expect(home.map((form) => form.name)).toEqual(['Crew intake', 'Working at height briefing']);
  });

  it("answers 404 for another person's list and 403 for client contacts", async () => {
    expect((await get(`/persons/${people.chief}/formsPerform`)).statusCode).toBe(404);
    expect((await get(`/persons/${people.crew}/formsPerform`, tokens.client)).statusCode).toBe(403);
  });
});

describe('GET /forms/perform/{id}', () => {
  it('gives the form with ordered questions, attachments and progress', async () => {
    const form = await perform(seeded.briefing);
    expect(form).toMatchObject({
      status: 'open',
      slug: 'working-at-height-briefing',
      form: { name: 'Working at height briefing', kind: 'training', requiresSignature: true },
      answers: {},
      progress: { answered: 0, total: 2 },
    });
    expect(form.questions.map((each) => [each.position, each.type])).toEqual([
      [1, 'info'],
      [2, 'yes_no'],
      [3, 'choice'],
    ]);
    const file = await ctx.request('GET', form.questions[0]!.attachment!.url);
    expect(file.headers['content-type']).toBe('application/pdf');
  });

  it("answers 404 for another person's form and another tenant's", async () => {
    const other = await get(`/forms/perform/${seeded.chiefFeedback}`);
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('FORM_NOT_FOUND');
    expect(
      (await get(`/forms/perform/${seeded.intake}`, tokens.northwind, otherTenantHost)).statusCode,
    ).toBe(404);
  });
});

describe('filling in and submitting', () => {
  it('saves answers as I go and names the question an answer does not fit', async () => {
    const form = await perform(seeded.intake);
    const [contact, size] = [question(form, 'Contact'), question(form, 'Shirt')];
    const saved = await post(`/formResults/perform/${seeded.intake}`, {
      answers: { [contact]: '  Anna de Vries, 06 1234 5678 ' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<FormPerform>()).toMatchObject({
      answers: { [contact]: 'Anna de Vries, 06 1234 5678' },
      progress: { answered: 1, total: 7 },
    });

    const wrong = await post(`/formResults/perform/${seeded.intake}`, {
      answers: { [size]: 'XXXL' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'INVALID_ANSWER',
      message: `Question ${size} (Shirt size): Pick one of the options`,
      issues: [{ field: `body.answers.${size}` }],
    });
    const stranger = await post(`/formResults/perform/${seeded.intake}`, {
      answers: { 999999: 'x' },
    });
    expect(stranger.json().code).toBe('INVALID_ANSWER');
    expect((await perform(seeded.intake)).progress.answered).toBe(1);
  });

  it('refuses an incomplete submit with the missing ids, then hands the form in once', async () => {
    const form = await perform(seeded.intake);
    const ids = (labels: string[]) => labels.map((label) => question(form, label));
    const incomplete = await post(`/formResults/perform/${seeded.intake}`, {
      answers: { [question(form, 'Shirt')]: 'M' },
      submit: true,
    });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().code).toBe('FORM_INCOMPLETE');
    expect(incomplete.json().issues.map((issue: { field: string }) => issue.field)).toEqual(
      ids(['Do you hold', 'On which']).map((id) => `body.answers.${id}`),
    );
    // The answers sent with a refused submit are not kept.
    expect((await perform(seeded.intake)).progress.answered).toBe(1);

    const submitted = await post(`/formResults/perform/${seeded.intake}`, {
      answers: Object.fromEntries(
        ids(['Shirt', 'Do you hold', 'On which', 'Years', 'When does']).map((id, index) => [
          id,
          ['M', true, ['Friday', 'Monday'], 4, '2030-05-31'][index],
        ]),
      ),
      submit: true,
    });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json<FormPerform>()).toMatchObject({
      status: 'submitted',
      submittedAt: '2026-11-23T09:00:00.000Z',
      signed: false,
      progress: { answered: 6, total: 7 },
    });
    expect(submitted.json<FormPerform>().answers[question(form, 'On which')]).toEqual([
      'Monday',
      'Friday',
    ]);
    expect(await toFill(people.crew)).toEqual([]);

    const again = await post(`/formResults/perform/${seeded.intake}`, { answers: {} });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('FORM_ALREADY_SUBMITTED');
  });

  it("locks only the caller's own result and answers 404 for another person's", async () => {
    const lock = (resultId: number, personId: number) =>
      withTenant(ctx.handle.db, 1, (tx) =>
        formsRepository.lockResult(tx, 1, { resultId, personId }),
      );
    expect(await lock(seeded.chiefFeedback, people.crew)).toBe(false);
    expect(await lock(seeded.chiefFeedback, people.chief)).toBe(true);
    const other = await post(`/formResults/perform/${seeded.chiefFeedback}`, { answers: {} });
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('FORM_NOT_FOUND');
  });

  it('asks for a signature where the form requires one', async () => {
    const form = await perform(seeded.briefing);
    const answers = {
      [question(form, 'I have read')]: true,
      [question(form, 'From')]: '2.5 metres',
    };
    const url = `/formResults/perform/${seeded.briefing}`;
    const unsigned = await post(url, { answers, submit: true });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json()).toMatchObject({
      code: 'SIGNATURE_REQUIRED',
      issues: [{ field: 'body.signature' }],
    });
    const notPng = await post(url, {
      answers,
      submit: true,
      signature: 'data:image/png;base64,AAAA',
    });
    expect(notPng.statusCode).toBe(400);
    const signed = await post(url, { answers, submit: true, signature: signaturePng });
    expect(signed.json<FormPerform>()).toMatchObject({ status: 'submitted', signed: true });
  });
});

describe('PDFs and sending', () => {
  it('downloads the form while open and the signed copy once submitted', async () => {
    const open = await get(`/forms/perform/${seeded.chiefFeedback}/download`, tokens.chief);
    expect(open.headers['content-type']).toBe('application/pdf');
    expect(isPdf(open.rawPayload)).toBe(true);
    const notYet = await post(
      `/forms/perform/${seeded.chiefFeedback}/download/signed`,
      {},
      tokens.chief,
    );
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().code).toBe('FORM_NOT_SUBMITTED');

    const signed = await post(`/forms/perform/${seeded.briefing}/download/signed`);
    expect(signed.headers['content-disposition']).toContain('working-at-height-briefing.pdf');
    const pdf = await PDFDocument.load(signed.rawPayload);
    expect(pdf.getTitle()).toBe('Working at height briefing');
    expect((await get(`/forms/perform/${seeded.briefing}/download`)).rawPayload).toEqual(
      signed.rawPayload,
    );
    expect((await get(`/forms/perform/${seeded.chiefFeedback}/download`)).statusCode).toBe(404);
  });

  it("mails the submitted PDF to the office's mailbox once", async () => {
    expect(
      (await post(`/forms/perform/${seeded.chiefFeedback}/send`, {}, tokens.chief)).statusCode,
    ).toBe(409);
    const sent = await post(`/forms/perform/${seeded.briefing}/send`);
    expect(sent.json()).toEqual({
      sentAt: '2026-11-23T09:00:00.000Z',
      to: ['planning@demo.crewhub.app'],
    });
    const mail = await lastMailTo(ctx.handle.db, 'planning@demo.crewhub.app');
    expect(mail?.subject).toBe(
      'Crewhub Demo Events: form Working at height briefing from Sanne de Vries',
    );
    const [attachment] = await attachmentsOf(ctx.handle.db, mail!);
    expect(attachment).toMatchObject({
      filename: 'working-at-height-briefing.pdf',
      contentType: 'application/pdf',
    });

    const again = await post(`/forms/perform/${seeded.briefing}/send`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'FORM_ALREADY_SENT',
      message: 'This form was already sent to the office',
    });
    expect((await lastMailTo(ctx.handle.db, 'planning@demo.crewhub.app'))?.id).toBe(mail!.id);
  });
});

describe('starting a form, its documents and question files', () => {
  it('starts an active general form once and gives the open one after', async () => {
    const { formId } = (await toFill(people.chief, 'formsPerform', tokens.chief))[0]!;
    const first = await post('/formResults/perform', { formId });
    expect(first.statusCode).toBe(201);
    const again = await post('/formResults/perform', { formId });
    expect(again.statusCode).toBe(200);
    expect(again.json<FormPerform>().id).toBe(first.json<FormPerform>().id);

    const [inactive] = await withTenant(ctx.handle.db, 1, (tx) =>
      tx
        .insert(forms)
        .values({ tenantId: 1, name: 'Old intake', active: false })
        .returning({ id: forms.id }),
    );
    expect((await post('/formResults/perform', { formId: inactive!.id })).statusCode).toBe(404);
    const northwind = await post(
      '/formResults/perform',
      { formId },
      tokens.northwind,
      otherTenantHost,
    );
    expect(northwind.statusCode).toBe(404);
  });

  it('does not start trainings or security checks: the office hands those out', async () => {
    const training = (await perform(seeded.briefing)).form.id;
    const [check] = await withTenant(ctx.handle.db, 1, (tx) =>
      tx
        .insert(forms)
        .values({ tenantId: 1, name: 'Site check', kind: 'security_check' })
        .returning({ id: forms.id }),
    );
    for (const formId of [training, check!.id]) {
      const started = await post('/formResults/perform', { formId }, tokens.chief);
      expect(started.statusCode).toBe(404);
      expect(started.json().code).toBe('FORM_NOT_FOUND');
    }
    expect((await get(`/forms/${training}/documents`, tokens.chief)).statusCode).toBe(404);
  });

  it('lists the attachments and serves a question file to those who have the form', async () => {
    const form = await perform(seeded.briefing);
    const documents = await get(`/forms/${form.form.id}/documents`);
    expect(documents.json<Page<FormDocument>>()).toMatchObject({
      total: 1,
      items: [{ questionId: form.questions[0]!.id, name: form.questions[0]!.label }],
    });
    const file = await get(`/formQuestions/${form.questions[0]!.id}/file`);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(isPdf(file.rawPayload)).toBe(true);

    expect((await get(`/forms/${form.form.id}/documents`, tokens.chief)).statusCode).toBe(404);
    expect(
      (await get(`/formQuestions/${form.questions[0]!.id}/file`, tokens.chief)).statusCode,
    ).toBe(404);
  });
});
