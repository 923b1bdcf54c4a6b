import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sameTenantRow } from '../../db/joins';
import {
  documents,
  formResults,
  forms,
  persons,
  trainingCourses,
  trainings,
} from '../../db/schema';

const courseColumns = {
  id: trainingCourses.id,
  name: trainingCourses.name,
  description: trainingCourses.description,
  validityMonths: trainingCourses.validityMonths,
  formId: trainingCourses.formId,
};

const formOfTraining = sameTenantRow(formResults, trainings.tenantId, trainings.formResultId);

export const trainingsRepository = {
  courses: (tx: Executor, tenantId: number) =>
    tx
      .select(courseColumns)
      .from(trainingCourses)
      .where(eq(trainingCourses.tenantId, tenantId))
      .orderBy(asc(trainingCourses.name)),

  courseById: async (tx: Executor, tenantId: number, id: number) =>
    (
      await tx
        .select(courseColumns)
        .from(trainingCourses)
        .where(and(eq(trainingCourses.tenantId, tenantId), eq(trainingCourses.id, id)))
    )[0] ?? null,

  courseNameTaken: async (tx: Executor, tenantId: number, name: string) =>
    (
      await tx
        .select({ id: trainingCourses.id })
        .from(trainingCourses)
        .where(and(eq(trainingCourses.tenantId, tenantId), eq(trainingCourses.name, name)))
    ).length > 0,

  /** Whether `formId` is an active training form of the tenant. */
  isTrainingForm: async (tx: Executor, tenantId: number, formId: number) =>
    (
      await tx
        .select({ id: forms.id })
        .from(forms)
        .where(
          and(
            eq(forms.tenantId, tenantId),
            eq(forms.id, formId),
            eq(forms.kind, 'training'),
            eq(forms.active, true),
          ),
        )
    ).length > 0,

  /** Whether `documentId` is one of the person's documents. */
  isDocumentOf: async (tx: Executor, tenantId: number, documentId: number, personId: number) =>
    (
      await tx
        .select({ id: documents.id })
        .from(documents)
        .where(
          and(
            eq(documents.tenantId, tenantId),
            eq(documents.id, documentId),
            eq(documents.personId, personId),
          ),
        )
    ).length > 0,

  insertCourse: async (
    tx: Executor,
    tenantId: number,
    values: Omit<typeof trainingCourses.$inferInsert, 'tenantId' | 'id'>,
  ) =>
    (
      await tx
        .insert(trainingCourses)
        .values({ tenantId, ...values })
        .returning(courseColumns)
    )[0]!,

  /** Trainings with course, person, form and certificate; one person's or everyone's. */
  list: (tx: Executor, tenantId: number, filter: { personId?: number; id?: number }) =>
    tx
      .select({
        id: trainings.id,
        personId: trainings.personId,
        personName: sql<string>`${persons.firstName} || ' ' || ${persons.lastName}`,
        course: courseColumns,
        dueDate: trainings.dueDate,
        completedOn: trainings.completedOn,
        formResultId: trainings.formResultId,
        formName: forms.name,
        formStatus: formResults.status,
        formSubmittedOn: sql<
          string | null
        >`(${formResults.submittedAt} at time zone 'UTC')::date::text`,
        documentId: documents.id,
        documentName: documents.name,
      })
      .from(trainings)
      .innerJoin(
        trainingCourses,
        sameTenantRow(trainingCourses, trainings.tenantId, trainings.courseId),
      )
      .innerJoin(persons, sameTenantRow(persons, trainings.tenantId, trainings.personId))
      .leftJoin(formResults, formOfTraining)
      .leftJoin(forms, sameTenantRow(forms, formResults.tenantId, formResults.formId))
      .leftJoin(documents, sameTenantRow(documents, trainings.tenantId, trainings.documentId))
      .where(
        and(
          eq(trainings.tenantId, tenantId),
          filter.personId === undefined ? undefined : eq(trainings.personId, filter.personId),
          filter.id === undefined ? undefined : eq(trainings.id, filter.id),
        ),
      )
      .orderBy(asc(persons.lastName), asc(persons.firstName), asc(trainingCourses.name)),

  /** Assigns a course, or starts an existing assignment over. */
  upsert: async (
    tx: Executor,
    tenantId: number,
    values: {
      personId: number;
      courseId: number;
      dueDate: string | null;
      formResultId: number | null;
      assignedByLoginId: number | null;
    },
  ) =>
    (
      await tx
        .insert(trainings)
        .values({ tenantId, ...values })
        .onConflictDoUpdate({
          target: [trainings.tenantId, trainings.personId, trainings.courseId],
          set: {
            dueDate: values.dueDate,
            formResultId: values.formResultId,
            assignedByLoginId: values.assignedByLoginId,
            completedOn: null,
            documentId: null,
          },
        })
        .returning({ id: trainings.id })
    )[0]!.id,

  personOf: async (tx: Executor, tenantId: number, id: number) =>
    (
      await tx
        .select({ personId: trainings.personId })
        .from(trainings)
        .where(and(eq(trainings.tenantId, tenantId), eq(trainings.id, id)))
    )[0]?.personId ?? null,

  complete: (
    tx: Executor,
    tenantId: number,
    id: number,
    values: { completedOn: string; documentId: number | null },
  ) =>
    tx
      .update(trainings)
      .set(values)
      .where(and(eq(trainings.tenantId, tenantId), eq(trainings.id, id))),
};

export type TrainingRow = Awaited<ReturnType<typeof trainingsRepository.list>>[number];
