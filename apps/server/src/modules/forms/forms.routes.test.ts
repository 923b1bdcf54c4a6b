import type { FormDocument, FormPerform, FormToFill, Page } from '@crewhub/shared';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { readTogether } from '../../db/json-read';
import { withTenant } from '../../db/tenant-scope';
import {
  createCrewDayFactories,
  signaturePng,
  type CrewDayFactories,
} from '../../testing/crew-day-factories';
import { createDocumentFactories } from '../../testing/document-factories';
import { createFormFactories, type FormQuestionValues } from '../../testing/form-factories';
import { attachmentsOf, lastMailTo } from '../../testing/outbox';
import { demoLogin, otherTenantHost, useTestApp } from '../../testing/test-app';
import { formsRepository } from './forms.repository';
import { formsToFillOnHomeRead } from './forms.service';

// Each test hands its own new crew members their own forms; the demo tenant's client@ and
// Northwind's crew@ stand for their roles.
const ctx = useTestApp();
const tokens: Record<string, string> = {};
let crewDay: CrewDayFactories;
let formFactories: ReturnType<typeof createFormFactories>;

const intakeQuestions: FormQuestionValues[] = [
  { type: 'text', label: 'Contact in case of emergency', required: true },
  { type: 'choice', label: 'Shirt size', required: true, options: ['S', 'M', 'L'] },
  { type: 'textarea', label: 'Dietary needs' },
  { type: 'yes_no', label: 'Do you hold a driving licence?', required: true },
  {
    type: 'multi_choice',
    label: 'On which weekdays are you available?',
    required: true,
    options: ['Monday', 'Wednesday', 'Friday'],
  },
  { type: 'number', label: 'Years of experience' },
  { type: 'date', label: 'When does your ID card expire?' },
];

type Filler = { id: number; token: string; name: string };
const newFiller = async (): Promise<Filler> => {
  const { person, credentials } = await crewDay.crewMember();
  const name = `${person.firstName} ${person.lastName}`;
  return { id: person.id, token: await ctx.login(credentials), name };
};
/** The id of an open "Crew intake" (general, seven questions) for the person. */
const intakeFor = async (person: { id: number }, dueDate: string | null = null) => {
  const { form } = await formFactories.form({ name: 'Crew intake', questions: intakeQuestions });
  return (await formFactories.result({ formId: form.id, personId: person.id, dueDate })).id;
};
const briefingForm = async () => {
  const attachment = await createDocumentFactories(ctx.handle.db, ctx.storage).file();
  return formFactories.form({
    name: 'Working at height briefing',
    kind: 'training',
    requiresSignature: true,
    questions: [
      { type: 'info', label: 'Read the safety briefing', fileId: attachment.id },
      { type: 'yes_no', label: 'I have read the briefing', required: true },
      { type: 'choice', label: 'From which height', required: true, options: ['1 m', '2.5 m'] },
    ],
  });
};
/** The id of an open "Working at height briefing" (a training to sign) for the person. */
const briefingFor = async (person: { id: number }, dueDate: string | null = null) => {
  const { form } = await briefingForm();
  return (await formFactories.result({ formId: form.id, personId: person.id, dueDate })).id;
};

const get = (url: string, token: string, host?: string) =>
  ctx.request('GET', `/api/v1${url}`, { token, host });
const post = (url: string, body: unknown, token: string, host?: string) =>
  ctx.request('POST', `/api/v1${url}`, { token, body, host });
const perform = async (id: number, token: string) =>
  (await get(`/forms/perform/${id}`, token)).json<FormPerform>();
const toFill = async (filler: Filler, list = 'formsPerform') =>
  (await get(`/persons/${filler.id}/${list}`, filler.token)).json<Page<FormToFill>>().items;
/** The id of a question by the start of its label. */
const question = (form: FormPerform, label: string) =>
  String(form.questions.find((each) => each.label.startsWith(label))!.id);
const isPdf = (body: Buffer) => body.subarray(0, 5).toString() === '%PDF-';

/** The person's briefing, answered and signed. */
const signedBriefingOf = async (filler: Filler) => {
  const resultId = await briefingFor(filler);
  const form = await perform(resultId, filler.token);
  const answers = { [question(form, 'I have read')]: true, [question(form, 'From')]: '2.5 m' };
  const url = `/formResults/perform/${resultId}`;
  const signed = await post(url, { answers, submit: true, signature: signaturePng }, filler.token);
  expect(signed.statusCode).toBe(200);
  return resultId;
};

beforeAll(async () => {
  crewDay = createCrewDayFactories(ctx.handle.db);
  formFactories = createFormFactories(ctx.handle.db);
  tokens.client = await ctx.login(demoLogin('client'));
  tokens.northwind = await ctx.login(demoLogin('crew', 'northwind.crewhub.app'), otherTenantHost);
});

describe('forms to fill', () => {
  it('lists my open forms and trainings apart, with progress and a slug', async () => {
    const filler = await newFiller();
    await intakeFor(filler, '2026-11-28');
    await briefingFor(filler, '2026-12-07');
    expect(await toFill(filler)).toEqual([
      expect.objectContaining({
        name: 'Crew intake',
        slug: 'crew-intake',
        kind: 'general',
        dueDate: '2026-11-28',
        answered: 0,
        total: 7,
      }),
    ]);
    expect(await toFill(filler, 'formsTrainingPerform')).toEqual([
      expect.objectContaining({ name: 'Working at height briefing', answered: 0, total: 2 }),
    ]);
    const { home } = await withTenant(ctx.handle.db, 1, (tx) =>
      readTogether(tx, { home: formsToFillOnHomeRead(tx, 1, filler.id) }),
    );
    expect(home.map((form) => form.name)).toEqual(['Crew intake', 'Working at height briefing']);
  });

  it("answers 404 for another person's list and 403 for client contacts", async () => {
    const [filler, other] = [await newFiller(), await newFiller()];
    expect((await get(`/persons/${other.id}/formsPerform`, filler.token)).statusCode).toBe(404);
    const client = await get(`/persons/${filler.id}/formsPerform`, tokens.client!);
    expect(client.statusCode).toBe(403);
  });
});

describe('GET /forms/perform/{id}', () => {
  it('gives the form with ordered questions, attachments and progress', async () => {
    const filler = await newFiller();
    const form = await perform(await briefingFor(filler), filler.token);
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
    const [filler, other] = [await newFiller(), await newFiller()];
    const theirs = await get(`/forms/perform/${await intakeFor(other)}`, filler.token);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().code).toBe('FORM_NOT_FOUND');
    const mine = await intakeFor(filler);
    const northwind = await get(`/forms/perform/${mine}`, tokens.northwind!, otherTenantHost);
    expect(northwind.statusCode).toBe(404);
  });
});

describe('filling in and submitting', () => {
  it('saves answers as I go and names the question an answer does not fit', async () => {
    const filler = await newFiller();
    const intake = await intakeFor(filler);
    const url = `/formResults/perform/${intake}`;
    const form = await perform(intake, filler.token);
    const [contact, size] = [question(form, 'Contact'), question(form, 'Shirt')];
    const saved = await post(
      url,
      { answers: { [contact]: '  Anna, 06 1234 5678 ' } },
      filler.token,
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json<FormPerform>()).toMatchObject({
      answers: { [contact]: 'Anna, 06 1234 5678' },
      progress: { answered: 1, total: 7 },
    });

    const wrong = await post(url, { answers: { [size]: 'XXXL' } }, filler.token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'INVALID_ANSWER',
      message: `Question ${size} (Shirt size): Pick one of the options`,
      issues: [{ field: `body.answers.${size}` }],
    });
    const stranger = await post(url, { answers: { 999999: 'x' } }, filler.token);
    expect(stranger.json().code).toBe('INVALID_ANSWER');
    expect((await perform(intake, filler.token)).progress.answered).toBe(1);
  });

  it('refuses an incomplete submit with the missing ids, then hands the form in once', async () => {
    const filler = await newFiller();
    const intake = await intakeFor(filler);
    const url = `/formResults/perform/${intake}`;
    const form = await perform(intake, filler.token);
    const ids = (labels: string[]) => labels.map((label) => question(form, label));
    const incomplete = await post(
      url,
      { answers: { [question(form, 'Shirt')]: 'M' }, submit: true },
      filler.token,
    );
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().code).toBe('FORM_INCOMPLETE');
    expect(incomplete.json().issues.map((issue: { field: string }) => issue.field)).toEqual(
      ids(['Contact', 'Do you hold', 'On which']).map((id) => `body.answers.${id}`),
    );
    // The answers sent with a refused submit are not kept.
    expect((await perform(intake, filler.token)).progress.answered).toBe(0);

    const labels = ['Contact', 'Shirt', 'Do you hold', 'On which', 'Years', 'When does'];
    const values = ['Anna', 'M', true, ['Friday', 'Monday'], 4, '2030-05-31'];
    const answers = Object.fromEntries(ids(labels).map((id, index) => [id, values[index]]));
    const submitted = await post(url, { answers, submit: true }, filler.token);
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json<FormPerform>()).toMatchObject({
      status: 'submitted',
      submittedAt: ctx.clock.now().toISOString(),
      signed: false,
      progress: { answered: 6, total: 7 },
    });
    expect(submitted.json<FormPerform>().answers[question(form, 'On which')]).toEqual([
      'Monday',
      'Friday',
    ]);
    expect(await toFill(filler)).toEqual([]);

    const again = await post(url, { answers: {} }, filler.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('FORM_ALREADY_SUBMITTED');
  });

  it("locks only the caller's own result and answers 404 for another person's", async () => {
    const [filler, other] = [await newFiller(), await newFiller()];
    const theirs = await intakeFor(other);
    const lock = (personId: number) =>
      withTenant(ctx.handle.db, 1, (tx) =>
        formsRepository.lockResult(tx, 1, { resultId: theirs, personId }),
      );
    expect(await lock(filler.id)).toBe(false);
    expect(await lock(other.id)).toBe(true);
    const refused = await post(`/formResults/perform/${theirs}`, { answers: {} }, filler.token);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe('FORM_NOT_FOUND');
  });

  it('asks for a signature where the form requires one', async () => {
    const filler = await newFiller();
    const briefing = await briefingFor(filler);
    const form = await perform(briefing, filler.token);
    const answers = { [question(form, 'I have read')]: true, [question(form, 'From')]: '2.5 m' };
    const url = `/formResults/perform/${briefing}`;
    const unsigned = await post(url, { answers, submit: true }, filler.token);
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json()).toMatchObject({
      code: 'SIGNATURE_REQUIRED',
      issues: [{ field: 'body.signature' }],
    });
    const notPng = { answers, submit: true, signature: 'data:image/png;base64,AAAA' };
    expect((await post(url, notPng, filler.token)).statusCode).toBe(400);
    const signed = await post(
      url,
      { answers, submit: true, signature: signaturePng },
      filler.token,
    );
    expect(signed.json<FormPerform>()).toMatchObject({ status: 'submitted', signed: true });
  });
});

describe('PDFs and sending', () => {
  it('downloads the form while open and the signed copy once submitted', async () => {
    const [filler, other] = [await newFiller(), await newFiller()];
    const intake = await intakeFor(filler);
    const open = await get(`/forms/perform/${intake}/download`, filler.token);
    expect(open.headers['content-type']).toBe('application/pdf');
    expect(isPdf(open.rawPayload)).toBe(true);
    const notYet = await post(`/forms/perform/${intake}/download/signed`, {}, filler.token);
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().code).toBe('FORM_NOT_SUBMITTED');

    const briefing = await signedBriefingOf(filler);
    const signed = await post(`/forms/perform/${briefing}/download/signed`, {}, filler.token);
    expect(signed.headers['content-disposition']).toContain('working-at-height-briefing.pdf');
    const pdf = await PDFDocument.load(signed.rawPayload);
    expect(pdf.getTitle()).toBe('Working at height briefing');
    const download = await get(`/forms/perform/${briefing}/download`, filler.token);
    expect(download.rawPayload).toEqual(signed.rawPayload);
    expect((await get(`/forms/perform/${briefing}/download`, other.token)).statusCode).toBe(404);
  });

  it("mails the submitted PDF to the office's mailbox once", async () => {
    const filler = await newFiller();
    const open = await post(`/forms/perform/${await intakeFor(filler)}/send`, {}, filler.token);
    expect(open.statusCode).toBe(409);
    const briefing = await signedBriefingOf(filler);
    const sent = await post(`/forms/perform/${briefing}/send`, {}, filler.token);
    // The demo tenant's office mailbox and name.
    expect(sent.json()).toEqual({
      sentAt: ctx.clock.now().toISOString(),
      to: ['planning@demo.crewhub.app'],
    });
    const mail = await lastMailTo(ctx.handle.db, 'planning@demo.crewhub.app');
    expect(mail?.subject).toBe(
      `Crewhub Demo Events: form Working at height briefing from ${filler.name}`,
    );
    const [attachment] = await attachmentsOf(ctx.handle.db, mail!);
    expect(attachment).toMatchObject({
      filename: 'working-at-height-briefing.pdf',
      contentType: 'application/pdf',
    });

    const again = await post(`/forms/perform/${briefing}/send`, {}, filler.token);
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
    const filler = await newFiller();
    const { form } = await formFactories.form();
    const formId = form.id;
    const first = await post('/formResults/perform', { formId }, filler.token);
    expect(first.statusCode).toBe(201);
    const again = await post('/formResults/perform', { formId }, filler.token);
    expect(again.statusCode).toBe(200);
    expect(again.json<FormPerform>().id).toBe(first.json<FormPerform>().id);

    const inactive = (await formFactories.form({ active: false })).form;
    const old = await post('/formResults/perform', { formId: inactive.id }, filler.token);
    expect(old.statusCode).toBe(404);
    const northwind = await post(
      '/formResults/perform',
      { formId },
      tokens.northwind!,
      otherTenantHost,
    );
    expect(northwind.statusCode).toBe(404);
  });

  it('does not start trainings or security checks: the office hands those out', async () => {
    const filler = await newFiller();
    const training = (await briefingForm()).form.id;
    const check = (await formFactories.form({ kind: 'security_check' })).form.id;
    for (const formId of [training, check]) {
      const started = await post('/formResults/perform', { formId }, filler.token);
      expect(started.statusCode).toBe(404);
      expect(started.json().code).toBe('FORM_NOT_FOUND');
    }
    expect((await get(`/forms/${training}/documents`, filler.token)).statusCode).toBe(404);
  });

  it('lists the attachments and serves a question file to those who have the form', async () => {
    const [filler, other] = [await newFiller(), await newFiller()];
    const form = await perform(await briefingFor(filler), filler.token);
    const [info] = form.questions;
    const documents = await get(`/forms/${form.form.id}/documents`, filler.token);
    expect(documents.json<Page<FormDocument>>()).toMatchObject({
      total: 1,
      items: [{ questionId: info!.id, name: info!.label }],
    });
    const file = await get(`/formQuestions/${info!.id}/file`, filler.token);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(isPdf(file.rawPayload)).toBe(true);

    expect((await get(`/forms/${form.form.id}/documents`, other.token)).statusCode).toBe(404);
    expect((await get(`/formQuestions/${info!.id}/file`, other.token)).statusCode).toBe(404);
  });
});
