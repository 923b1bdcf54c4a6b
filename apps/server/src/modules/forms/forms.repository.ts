import type { FormAnswerValue, FormKind } from '@crewhub/shared';
import { and, asc, eq, exists, inArray, sql, type Column } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { SqlValue } from '../../db/json-read';
import { sameTenantRow } from '../../db/joins';
import {
  emailAttachments,
  files,
  formQuestions,
  formResults,
  forms,
  mailboxes,
} from '../../db/schema';

export type FormResultRow = NonNullable<Awaited<ReturnType<typeof formsRepository.result>>>;
export type FormQuestionRow = Awaited<ReturnType<typeof formsRepository.questions>>[number];
export type FormToFillRow = Awaited<ReturnType<typeof formsRepository.toFill>>[number];

const formOfResult = sameTenantRow(forms, formResults.tenantId, formResults.formId);

/**
 * The person has a result (open or submitted) of the form these columns name: who may read a
 * form's attachments.
 */
const personHasForm = (tx: Executor, personId: number, form: { tenantId: Column; id: Column }) =>
  exists(
    tx
      .select({ one: sql`1` })
      .from(formResults)
      .where(
        and(
          eq(formResults.tenantId, form.tenantId),
          eq(formResults.formId, form.id),
          eq(formResults.personId, personId),
        ),
      ),
  );

export const formsRepository = {
  /** One of the person's results with its form; null for anybody else's. */
  result: async (tx: Executor, tenantId: number, input: { resultId: number; personId: number }) =>
    (
      await tx
        .select({
          id: formResults.id,
          formId: formResults.formId,
          status: formResults.status,
          dueDate: formResults.dueDate,
          answers: formResults.answers,
          signatureFileId: formResults.signatureFileId,
          fileId: formResults.fileId,
          submittedAt: formResults.submittedAt,
          form: {
            name: forms.name,
            description: forms.description,
            kind: forms.kind,
            requiresSignature: forms.requiresSignature,
          },
        })
        .from(formResults)
        .innerJoin(forms, formOfResult)
        .where(
          and(
            eq(formResults.tenantId, tenantId),
            eq(formResults.id, input.resultId),
            eq(formResults.personId, input.personId),
          ),
        )
    )[0] ?? null,

  /** The form's questions in order, with their attachment's file details. */
  questions: (tx: Executor, tenantId: number, formId: number) =>
    tx
      .select({
        id: formQuestions.id,
        position: formQuestions.position,
        type: formQuestions.type,
        label: formQuestions.label,
        help: formQuestions.help,
        required: formQuestions.required,
        options: formQuestions.options,
        file: {
          id: files.id,
          filename: files.filename,
          contentType: files.contentType,
          size: files.size,
        },
      })
      .from(formQuestions)
      .leftJoin(files, sameTenantRow(files, formQuestions.tenantId, formQuestions.fileId))
      .where(and(eq(formQuestions.tenantId, tenantId), eq(formQuestions.formId, formId)))
      .orderBy(asc(formQuestions.position)),

  /**
   * The person's open results of these kinds with their progress, soonest due first: one
   * grouped query (answers hold only answered questions, so a key present is an answer).
   */
  toFill: (
    tx: Executor,
    tenantId: SqlValue<number>,
    input: { personId: SqlValue<number>; kinds: FormKind[] },
  ) =>
    tx
      .select({
        resultId: formResults.id,
        formId: forms.id,
        name: forms.name,
        kind: forms.kind,
        dueDate: formResults.dueDate,
        answered: sql<number>`(count(${formQuestions.id}) filter (where ${formQuestions.type} <> 'info'
          and ${formResults.answers} -> (${formQuestions.id}::text) is not null))::int`,
        total: sql<number>`(count(${formQuestions.id}) filter (where ${formQuestions.type} <> 'info'))::int`,
      })
      .from(formResults)
      .innerJoin(forms, formOfResult)
      .leftJoin(
        formQuestions,
        and(eq(formQuestions.tenantId, forms.tenantId), eq(formQuestions.formId, forms.id)),
      )
      .where(
        and(
          eq(formResults.tenantId, tenantId),
          eq(formResults.personId, input.personId),
          eq(formResults.status, 'open'),
          inArray(forms.kind, input.kinds),
        ),
      )
      // Whole primary keys, so the other columns of both rows may be selected.
      .groupBy(formResults.tenantId, formResults.id, forms.tenantId, forms.id)
      .orderBy(sql`${formResults.dueDate} asc nulls last`, asc(formResults.id)),

  activeFormExists: async (
    tx: Executor,
    tenantId: number,
    input: { formId: number; kinds: FormKind[] },
  ): Promise<boolean> =>
    (
      await tx
        .select({ id: forms.id })
        .from(forms)
        .where(
          and(
            eq(forms.tenantId, tenantId),
            eq(forms.id, input.formId),
            eq(forms.active, true),
            inArray(forms.kind, input.kinds),
          ),
        )
    ).length > 0,

  /**
   * Serializes starting one form for one person until the transaction ends, so two taps at
   * once cannot open it twice.
   */
  lockStart: async (
    tx: Executor,
    tenantId: number,
    input: { personId: number; formId: number },
  ) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`form-start:${tenantId}:${input.personId}:${input.formId}`}, 0))`,
    );
  },

  openResultId: async (
    tx: Executor,
    tenantId: number,
    input: { personId: number; formId: number },
  ): Promise<number | null> =>
    (
      await tx
        .select({ id: formResults.id })
        .from(formResults)
        .where(
          and(
            eq(formResults.tenantId, tenantId),
            eq(formResults.personId, input.personId),
            eq(formResults.formId, input.formId),
            eq(formResults.status, 'open'),
          ),
        )
        .orderBy(asc(formResults.id))
        .limit(1)
    )[0]?.id ?? null,

  insertResult: async (
    tx: Executor,
    tenantId: number,
    input: { personId: number; formId: number },
  ): Promise<number> =>
    (
      await tx
        .insert(formResults)
        .values({ tenantId, ...input })
        .returning({ id: formResults.id })
    )[0]!.id,

  /**
   * Holds the person's result until the transaction ends, so saves and a submit run one at a
   * time; false (nothing locked) for anybody else's.
   */
  lockResult: async (
    tx: Executor,
    tenantId: number,
    input: { resultId: number; personId: number },
  ): Promise<boolean> =>
    (
      await tx
        .select({ id: formResults.id })
        .from(formResults)
        .where(
          and(
            eq(formResults.tenantId, tenantId),
            eq(formResults.id, input.resultId),
            eq(formResults.personId, input.personId),
          ),
        )
        .for('update')
    ).length > 0,

  saveAnswers: async (
    tx: Executor,
    tenantId: number,
    resultId: number,
    input: { answers: Record<string, FormAnswerValue>; now: Date },
  ) => {
    await tx
      .update(formResults)
      .set({ answers: input.answers, updatedAt: input.now })
      .where(and(eq(formResults.tenantId, tenantId), eq(formResults.id, resultId)));
  },

  /** Hands the result in; false when it was no longer open (submitted at the same moment). */
  submit: async (
    tx: Executor,
    tenantId: number,
    resultId: number,
    input: {
      answers: Record<string, FormAnswerValue>;
      signatureFileId: number | null;
      fileId: number;
      now: Date;
    },
  ): Promise<boolean> =>
    (
      await tx
        .update(formResults)
        .set({
          answers: input.answers,
          signatureFileId: input.signatureFileId,
          fileId: input.fileId,
          status: 'submitted',
          submittedAt: input.now,
          updatedAt: input.now,
        })
        .where(
          and(
            eq(formResults.tenantId, tenantId),
            eq(formResults.id, resultId),
            eq(formResults.status, 'open'),
          ),
        )
        .returning({ id: formResults.id })
    ).length > 0,

  /** The files attached to a form's questions, in question order. */
  attachments: (tx: Executor, tenantId: number, formId: number) =>
    tx
      .select({
        questionId: formQuestions.id,
        label: formQuestions.label,
        file: {
          id: files.id,
          filename: files.filename,
          contentType: files.contentType,
          size: files.size,
        },
      })
      .from(formQuestions)
      .innerJoin(files, sameTenantRow(files, formQuestions.tenantId, formQuestions.fileId))
      .where(and(eq(formQuestions.tenantId, tenantId), eq(formQuestions.formId, formId)))
      .orderBy(asc(formQuestions.position)),

  /** Whether the person has a result (open or submitted) of the form. */
  hasForm: async (tx: Executor, tenantId: number, input: { formId: number; personId: number }) =>
    (
      await tx
        .select({ id: forms.id })
        .from(forms)
        .where(
          and(
            eq(forms.tenantId, tenantId),
            eq(forms.id, input.formId),
            personHasForm(tx, input.personId, { tenantId: forms.tenantId, id: forms.id }),
          ),
        )
    ).length > 0,

  /** A question's attachment, for someone with a result of its form; null otherwise. */
  questionFileId: async (
    tx: Executor,
    tenantId: number,
    input: { questionId: number; personId: number },
  ): Promise<number | null> =>
    (
      await tx
        .select({ fileId: formQuestions.fileId })
        .from(formQuestions)
        .where(
          and(
            eq(formQuestions.tenantId, tenantId),
            eq(formQuestions.id, input.questionId),
            personHasForm(tx, input.personId, {
              tenantId: formQuestions.tenantId,
              id: formQuestions.formId,
            }),
          ),
        )
    )[0]?.fileId ?? null,

  /** Where filled forms go: the tenant's first mailbox (the office's). */
  officeMailbox: async (tx: Executor, tenantId: number) =>
    (
      await tx
        .select({ address: mailboxes.address })
        .from(mailboxes)
        .where(eq(mailboxes.tenantId, tenantId))
        .orderBy(asc(mailboxes.id))
        .limit(1)
    )[0] ?? null,

  /**
   * Whether a stored PDF was mailed before: the mailer records each attachment, and a submitted
   * result's PDF is its own file, so one row means this result was sent.
   */
  fileWasMailed: async (tx: Executor, tenantId: number, fileId: number): Promise<boolean> =>
    (
      await tx
        .select({ id: emailAttachments.id })
        .from(emailAttachments)
        .where(and(eq(emailAttachments.tenantId, tenantId), eq(emailAttachments.fileId, fileId)))
        .limit(1)
    ).length > 0,
};
