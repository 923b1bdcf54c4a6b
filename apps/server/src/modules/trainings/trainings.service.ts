import {
  formSlug,
  hasRight,
  isoDateOf,
  pageOfList,
  trainingExpiresOn,
  trainingStatus,
  type AssignTrainingInput,
  type CompleteTrainingInput,
  type CreateTrainingCourseInput,
  type DocumentItem,
  type ListQuery,
  type Page,
  type Training,
  type TrainingListQuery,
} from '@crewhub/shared';
import { notFound } from '../../lib/app-error';
import { personIdOf } from '../../lib/person-scope';
import type { RequestContext } from '../../lib/request-context';
import { documentRowById, toDocument } from '../documents';
import { handOutForm } from '../forms';
import { assertReferences, invalidField } from '../tenant-references';
import { trainingsRepository, type TrainingRow } from './trainings.repository';

/** training READ for everyone: planners and the office see and manage all trainings. */
const seesEveryone = (ctx: RequestContext) => hasRight(ctx.rights, 'training', 'READ', 'ALL');

const todayOf = (ctx: RequestContext) => isoDateOf(ctx.clock.now());

const toTraining = (ctx: RequestContext, row: TrainingRow, today: string): Training => {
  // A submitted training form completes the training unless the office recorded a date.
  const completedOn =
    row.completedOn ?? (row.formStatus === 'submitted' ? row.formSubmittedOn : null);
  const expiresOn = trainingExpiresOn(completedOn, row.course.validityMonths);
  const openForm = row.formStatus === 'open' && row.formResultId !== null && row.formName !== null;
  return {
    id: row.id,
    person: { id: row.personId, name: row.personName },
    course: row.course,
    dueDate: row.dueDate,
    completedOn,
    expiresOn,
    status: trainingStatus({ dueDate: row.dueDate, completedOn, expiresOn }, today),
    // Only the person fills their form; others see the status.
    formToFill:
      openForm && row.personId === ctx.auth.personId
        ? { resultId: row.formResultId!, slug: formSlug(row.formName!) }
        : null,
    documents:
      row.documentId !== null && row.documentName !== null
        ? [{ id: row.documentId, name: row.documentName }]
        : [],
  };
};

/** The person whose trainings the caller may read: anyone's with ALL, else their own (404). */
const readablePerson = (ctx: RequestContext, personId: number | undefined) => {
  if (seesEveryone(ctx)) return personId;
  const own = personIdOf(ctx);
  if (personId !== undefined && personId !== own) throw notFound('Person');
  return own;
};

/** GET /trainings: mine, or everyone's (filter by person and status). */
export const listTrainings = async (
  ctx: RequestContext,
  query: TrainingListQuery,
): Promise<Page<Training>> => {
  const personId = readablePerson(ctx, query.personId);
  const today = todayOf(ctx);
  const rows = await trainingsRepository.list(ctx.tx, ctx.tenant.id, { personId });
  const all = rows.map((row) => toTraining(ctx, row, today));
  return pageOfList(
    query.status === undefined ? all : all.filter((item) => item.status === query.status),
    query,
  );
};

const trainingById = async (ctx: RequestContext, id: number) => {
  const [row] = await trainingsRepository.list(ctx.tx, ctx.tenant.id, { id });
  if (!row) throw notFound('Training');
  return toTraining(ctx, row, todayOf(ctx));
};

/** GET /trainingCourses. */
export const listCourses = (ctx: RequestContext) =>
  trainingsRepository.courses(ctx.tx, ctx.tenant.id);

/** POST /trainingCourses: a new course, optionally with a training form. */
export const createCourse = async (ctx: RequestContext, input: CreateTrainingCourseInput) => {
  const { tx } = ctx;
  const tenantId = ctx.tenant.id;
  if (await trainingsRepository.courseNameTaken(tx, tenantId, input.name)) {
    throw invalidField('name', 'A course with this name exists');
  }
  if (
    input.formId !== null &&
    !(await trainingsRepository.isTrainingForm(tx, tenantId, input.formId))
  ) {
    throw invalidField('formId', 'Not an active training form');
  }
  return trainingsRepository.insertCourse(tx, tenantId, input);
};

/** POST /trainings: the person must follow the course; its form is handed out with it. */
export const assignTraining = async (ctx: RequestContext, input: AssignTrainingInput) => {
  const { tx } = ctx;
  const tenantId = ctx.tenant.id;
  await assertReferences(tx, tenantId, { personId: ['person', input.personId] });
  const course = await trainingsRepository.courseById(tx, tenantId, input.courseId);
  if (!course) throw invalidField('courseId', 'Unknown training course');
  const formResultId =
    course.formId === null
      ? null
      : await handOutForm(tx, tenantId, { personId: input.personId, formId: course.formId });
  const id = await trainingsRepository.upsert(tx, tenantId, {
    ...input,
    formResultId,
    assignedByLoginId: ctx.auth.loginId,
  });
  return trainingById(ctx, id);
};

/** POST /trainings/{id}: the completion, on a day that has been, with the person's certificate. */
export const completeTraining = async (
  ctx: RequestContext,
  id: number,
  input: CompleteTrainingInput,
) => {
  const { tx } = ctx;
  const tenantId = ctx.tenant.id;
  const personId = await trainingsRepository.personOf(tx, tenantId, id);
  if (personId === null) throw notFound('Training');
  if (input.completedOn > todayOf(ctx)) {
    throw invalidField('completedOn', 'A training cannot be completed in the future');
  }
  if (
    input.documentId !== null &&
    !(await trainingsRepository.isDocumentOf(tx, tenantId, input.documentId, personId))
  ) {
    throw invalidField('documentId', 'Not a document of this person');
  }
  await trainingsRepository.complete(tx, tenantId, id, input);
  return trainingById(ctx, id);
};

/** GET /persons/{id}/documentsTraining: the certificates recorded with the person's trainings. */
export const listTrainingDocuments = async (
  ctx: RequestContext,
  personId: number,
  query: ListQuery,
): Promise<Page<DocumentItem>> => {
  const readable = readablePerson(ctx, personId);
  const rows = await trainingsRepository.list(ctx.tx, ctx.tenant.id, { personId: readable });
  const ids = rows.flatMap((row) => (row.documentId === null ? [] : [row.documentId]));
  const page = pageOfList(ids, query);
  // A page holds a handful of certificates, one lookup each.
  const documents = await Promise.all(
    page.items.map((documentId) => documentRowById(ctx.tx, ctx.tenant.id, documentId)),
  );
  return {
    ...page,
    items: documents.flatMap((row) => (row === null ? [] : [toDocument(ctx, row)])),
  };
};
