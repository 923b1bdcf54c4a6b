import {
  formProgress,
  formSlug,
  pageOfList,
  type FormDocument,
  type FormKind,
  type FormPerform,
  type FormToFill,
  type ListQuery,
  type Page,
} from '@crewhub/shared';
import type { Executor } from '../../db/client';
import { jsonRows, mapRead, type JsonRead, type SqlValue } from '../../db/json-read';
import { AppError, notFound } from '../../lib/app-error';
import { personIdOf } from '../../lib/person-scope';
import type { RequestContext } from '../../lib/request-context';
import { readStoredFile, signedFileUrl } from '../files';
import {
  formsRepository,
  type FormQuestionRow,
  type FormResultRow,
  type FormToFillRow,
} from './forms.repository';

/** The kinds each list shows; trainings have their own screen. */
const listKinds = {
  forms: ['general', 'security_check'],
  trainings: ['training'],
} as const satisfies Record<string, FormKind[]>;

/** The kinds a person may start on their own. */
const selfStartKinds = ['general'] as const satisfies FormKind[];

export const formNotFound = () => new AppError('FORM_NOT_FOUND', 'Form not found');

/** A result and its questions, as a use case loads them for its owner. */
export type LoadedForm = { result: FormResultRow; questions: FormQuestionRow[] };

/** One of the caller's own results; anybody else's (and other tenants') is not found. */
export const loadOwnForm = async (
  tx: Executor,
  ctx: RequestContext,
  resultId: number,
): Promise<LoadedForm> => {
  const result = await formsRepository.result(tx, ctx.tenant.id, {
    resultId,
    personId: personIdOf(ctx),
  });
  if (!result) throw formNotFound();
  return { result, questions: await formsRepository.questions(tx, ctx.tenant.id, result.formId) };
};

const fileOf = (ctx: RequestContext, file: NonNullable<FormQuestionRow['file']>) => ({
  filename: file.filename,
  contentType: file.contentType,
  size: file.size,
  url: signedFileUrl(ctx, file.id),
});

export const toFormPerform = (
  ctx: RequestContext,
  { result, questions }: LoadedForm,
): FormPerform => ({
  id: result.id,
  status: result.status,
  dueDate: result.dueDate,
  submittedAt: result.submittedAt?.toISOString() ?? null,
  signed: result.signatureFileId !== null,
  slug: formSlug(result.form.name),
  form: { id: result.formId, ...result.form },
  questions: questions.map((question) => ({
    id: question.id,
    position: question.position,
    type: question.type,
    label: question.label,
    help: question.help,
    required: question.required,
    options: question.options ?? [],
    attachment: question.file ? fileOf(ctx, question.file) : null,
  })),
  answers: result.answers,
  progress: formProgress(questions, result.answers),
});

const toFormToFill = (row: FormToFillRow): FormToFill => ({ ...row, slug: formSlug(row.name) });

/** For the home block: every open form of the person (all kinds), soonest due first. */
export const formsToFillOnHomeRead = (
  tx: Executor,
  tenantId: SqlValue<number>,
  personId: SqlValue<number>,
): JsonRead<FormToFill[]> =>
  mapRead(
    jsonRows(
      formsRepository.toFill(tx, tenantId, {
        personId,
        kinds: [...listKinds.forms, ...listKinds.trainings],
      }),
    ),
    (rows) => rows.map(toFormToFill),
  );

/** GET /persons/{id}/formsPerform and formsTrainingPerform: only for oneself. */
export const listFormsToFill = async (
  ctx: RequestContext,
  input: { personId: number; list: keyof typeof listKinds; query: ListQuery },
): Promise<Page<FormToFill>> => {
  if (personIdOf(ctx) !== input.personId) throw notFound('Person');
  const { tx } = ctx;
  const rows = await formsRepository.toFill(tx, ctx.tenant.id, {
    personId: input.personId,
    kinds: [...listKinds[input.list]],
  });
  return pageOfList(rows.map(toFormToFill), input.query);
};

export const getFormPerform = async (ctx: RequestContext, resultId: number): Promise<FormPerform> =>
  toFormPerform(ctx, await loadOwnForm(ctx.tx, ctx, resultId));

/**
 * Starts an active general form for oneself, or gives the one already open (idempotent).
 * Trainings and security checks are only handed out by the office: starting one would also open
 * its question attachments, so those are not found here.
 */
export const startForm = async (ctx: RequestContext, formId: number) => {
  const personId = personIdOf(ctx);
  const { tx } = ctx;
  const startable = await formsRepository.activeFormExists(tx, ctx.tenant.id, {
    formId,
    kinds: [...selfStartKinds],
  });
  if (!startable) throw formNotFound();
  const key = { personId, formId };
  await formsRepository.lockStart(tx, ctx.tenant.id, key);
  const openId = await formsRepository.openResultId(tx, ctx.tenant.id, key);
  const resultId = openId ?? (await formsRepository.insertResult(tx, ctx.tenant.id, key));
  return {
    created: openId === null,
    perform: toFormPerform(ctx, await loadOwnForm(tx, ctx, resultId)),
  };
};

/**
 * The office hands a form out to a person (a training's form): the one already open, or a new
 * open result. Gives the result id; the caller has checked the form and the person.
 */
export const handOutForm = async (
  tx: Executor,
  tenantId: number,
  key: { personId: number; formId: number },
): Promise<number> => {
  await formsRepository.lockStart(tx, tenantId, key);
  const openId = await formsRepository.openResultId(tx, tenantId, key);
  return openId ?? (await formsRepository.insertResult(tx, tenantId, key));
};

/** GET /forms/{id}/documents: the question attachments, for someone who has the form. */
export const listFormDocuments = async (
  ctx: RequestContext,
  formId: number,
  query: ListQuery,
): Promise<Page<FormDocument>> => {
  const personId = personIdOf(ctx);
  const { tx } = ctx;
  if (!(await formsRepository.hasForm(tx, ctx.tenant.id, { formId, personId }))) {
    throw formNotFound();
  }
  const rows = await formsRepository.attachments(tx, ctx.tenant.id, formId);
  return pageOfList(
    rows.map((row) => ({
      questionId: row.questionId,
      name: row.label,
      file: fileOf(ctx, row.file),
    })),
    query,
  );
};

/** GET /formQuestions/{id}/file: the attachment, for someone who has the question's form. */
export const questionFile = async (ctx: RequestContext, questionId: number) => {
  const personId = personIdOf(ctx);
  const { tx } = ctx;
  const fileId = await formsRepository.questionFileId(tx, ctx.tenant.id, {
    questionId,
    personId,
  });
  if (fileId === null) throw notFound('Question file');
  return readStoredFile(tx, ctx, fileId);
};
