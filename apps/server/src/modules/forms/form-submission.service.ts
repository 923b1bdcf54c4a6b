import {
  canSubmitForm,
  checkAnswer,
  invalidAnswerReasons,
  mergeAnswers,
  type FormAnswers,
  type FormAnswerValue,
  type FormPerform,
  type SaveFormAnswersInput,
  type SubmitCheck,
} from '@crewhub/shared';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { documentTexts } from '../../lib/i18n/document-texts';
import { renderDocumentPdf } from '../../lib/pdf/document-pdf';
import { decodeSignaturePng } from '../../lib/pdf/signature-image';
import { personIdOf } from '../../lib/person-scope';
import type { RequestContext } from '../../lib/request-context';
import { readStoredFile, storeFile } from '../files';
import { timeZoneOfPerson } from '../jobs';
import { documentLanguageFor } from '../project-exports';
import { formDocument, formPdfFilename } from './form-pdf';
import { formsRepository } from './forms.repository';
import { formNotFound, loadOwnForm, toFormPerform, type LoadedForm } from './forms.service';

const alreadySubmitted = () =>
  new AppError('FORM_ALREADY_SUBMITTED', 'This form has already been submitted');
const notSubmitted = () => new AppError('FORM_NOT_SUBMITTED', 'Submit the form first');

/** Each answer checked against its question; the first that does not fit is a 400 naming it. */
const checkAnswers = (loaded: LoadedForm, answers: FormAnswers) => {
  const checked: Record<string, FormAnswerValue> = {};
  for (const [id, value] of Object.entries(answers)) {
    const question = loaded.questions.find((each) => String(each.id) === id);
    const check = question ? checkAnswer(question, value) : ({ ok: false, reason: null } as const);
    if (!check.ok) {
      const problem = check.reason ? invalidAnswerReasons[check.reason] : 'Not on this form';
      throw new AppError(
        'INVALID_ANSWER',
        `Question ${id}${question ? ` (${question.label})` : ''}: ${problem}`,
        [{ field: `body.answers.${id}`, message: problem }],
      );
    }
    checked[id] = check.value;
  }
  return checked;
};

const submitRefusal = (check: Exclude<SubmitCheck, { ok: true }>): AppError => {
  if (check.code === 'FORM_ALREADY_SUBMITTED') return alreadySubmitted();
  if (check.code === 'SIGNATURE_REQUIRED') {
    return new AppError('SIGNATURE_REQUIRED', 'This form must be signed', [
      { field: 'body.signature', message: 'Sign the form' },
    ]);
  }
  return new AppError(
    'FORM_INCOMPLETE',
    `Answer the required questions first: ${check.missing.join(', ')}`,
    check.missing.map((id) => ({ field: `body.answers.${id}`, message: 'Required' })),
  );
};

/** The filled form as PDF in the reader's language; the reader is the person who fills it. */
const renderFormPdf = async (
  tx: Executor,
  ctx: RequestContext,
  loaded: LoadedForm,
  signature: Uint8Array | null,
) => {
  const language = await documentLanguageFor(tx, ctx.tenant.id, ctx.auth.claims.loginData.language);
  return renderDocumentPdf(
    formDocument({
      ...loaded,
      answers: loaded.result.answers,
      signature,
      personName: ctx.auth.claims.loginData.displayName,
      timeZone: await timeZoneOfPerson(tx, ctx.tenant.id, personIdOf(ctx)),
      language,
      texts: documentTexts(language),
      tenantName: ctx.tenant.name,
      now: ctx.clock.now(),
    }),
  );
};

const filenameOf = ({ result }: LoadedForm) => formPdfFilename(result.form.name);

/**
 * Holds one of the caller's results until the transaction ends, so saves, a submit and sends
 * run one at a time. The person is part of the lock query: another person's row is never locked.
 */
const lockOwnResult = async (tx: Executor, ctx: RequestContext, resultId: number) => {
  const key = { resultId, personId: personIdOf(ctx) };
  if (!(await formsRepository.lockResult(tx, ctx.tenant.id, key))) throw formNotFound();
};

/** Stores the drawing and the signed PDF, then marks the result submitted. */
const submit = async (
  tx: Executor,
  ctx: RequestContext,
  loaded: LoadedForm,
  signature: Uint8Array | null,
): Promise<LoadedForm> => {
  const now = ctx.clock.now();
  const signatureFile = signature
    ? await storeFile(tx, ctx, {
        bytes: signature,
        filename: 'signature.png',
        contentType: 'image/png',
      })
    : null;
  const submitted: LoadedForm = {
    ...loaded,
    result: {
      ...loaded.result,
      status: 'submitted',
      submittedAt: now,
      signatureFileId: signatureFile?.id ?? null,
    },
  };
  const pdf = await storeFile(tx, ctx, {
    bytes: await renderFormPdf(tx, ctx, submitted, signature),
    filename: filenameOf(loaded),
    contentType: 'application/pdf',
  });
  const done = await formsRepository.submit(tx, ctx.tenant.id, loaded.result.id, {
    answers: loaded.result.answers,
    signatureFileId: submitted.result.signatureFileId,
    fileId: pdf.id,
    now,
  });
  if (!done) throw alreadySubmitted();
  return { ...submitted, result: { ...submitted.result, fileId: pdf.id } };
};

/**
 * POST /formResults/perform/{id}: saves the answers given (partial saves are fine); with
 * `submit` also checks the form complete and signed where it asks for it, and hands it in.
 */
export const saveFormAnswers = async (
  ctx: RequestContext,
  resultId: number,
  input: SaveFormAnswersInput,
): Promise<FormPerform> => {
  const signature = input.signature ? decodeSignaturePng(input.signature) : null;
  const { tx } = ctx;
  await lockOwnResult(tx, ctx, resultId);
  const loaded = await loadOwnForm(tx, ctx, resultId);
  if (loaded.result.status !== 'open') throw alreadySubmitted();
  const answers = mergeAnswers(loaded.result.answers, checkAnswers(loaded, input.answers));
  const saved: LoadedForm = { ...loaded, result: { ...loaded.result, answers } };
  if (!input.submit) {
    await formsRepository.saveAnswers(tx, ctx.tenant.id, resultId, {
      answers,
      now: ctx.clock.now(),
    });
    return toFormPerform(ctx, saved);
  }
  const check = canSubmitForm({
    status: loaded.result.status,
    requiresSignature: loaded.result.form.requiresSignature,
    hasSignature: signature !== null,
    questions: loaded.questions,
    answers,
  });
  if (!check.ok) throw submitRefusal(check);
  return toFormPerform(ctx, await submit(tx, ctx, saved, signature));
};

const pdfFile = (bytes: Uint8Array, loaded: LoadedForm) => ({
  bytes: Buffer.from(bytes),
  filename: filenameOf(loaded),
});

/** GET download: the submitted copy, or the form as filled so far while it is open. */
export const formPdf = async (ctx: RequestContext, resultId: number) => {
  const { tx } = ctx;
  const loaded = await loadOwnForm(tx, ctx, resultId);
  if (loaded.result.fileId) {
    return pdfFile((await readStoredFile(tx, ctx, loaded.result.fileId)).bytes, loaded);
  }
  return pdfFile(await renderFormPdf(tx, ctx, loaded, null), loaded);
};

/** POST download/signed: the copy handed in, with its signature; 409 before submitting. */
export const signedFormPdf = async (ctx: RequestContext, resultId: number) => {
  const { tx } = ctx;
  const loaded = await loadOwnForm(tx, ctx, resultId);
  if (!loaded.result.fileId) throw notSubmitted();
  return pdfFile((await readStoredFile(tx, ctx, loaded.result.fileId)).bytes, loaded);
};

/**
 * POST send: mails the submitted PDF as an attachment (no link, as with delivery notes) to the
 * office's mailbox, once: the mailer records it in email_message and email_attachment, and an
 * earlier attachment of this result's PDF is 409. The row lock makes two taps send one mail.
 */
export const sendForm = async (ctx: RequestContext, resultId: number) => {
  const { tx } = ctx;
  await lockOwnResult(tx, ctx, resultId);
  const { result } = await loadOwnForm(tx, ctx, resultId);
  if (!result.fileId) throw notSubmitted();
  if (await formsRepository.fileWasMailed(tx, ctx.tenant.id, result.fileId)) {
    throw new AppError('FORM_ALREADY_SENT', 'This form was already sent to the office');
  }
  const office = await formsRepository.officeMailbox(tx, ctx.tenant.id);
  if (!office) throw new AppError('OFFICE_EMAIL_MISSING', 'The office has no mailbox');
  const name = ctx.auth.claims.loginData.displayName;
  await ctx.mailer.send(tx, ctx.tenant, {
    to: office.address,
    content: { kind: 'formSubmitted', formName: result.form.name, personName: name },
    attachments: [result.fileId],
  });
  const sentAt = ctx.clock.now();
  return { sentAt: sentAt.toISOString(), to: [office.address] };
};
