import { formKinds, formQuestionTypes, formResultStatuses } from '@crewhub/shared';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { enumCheck } from '../../db/checks';
import { createdAt, tenantColumns, tenantRef } from '../../db/columns';
import { files } from '../files/files.schema';
import { persons } from '../persons/persons.schema';
import { projectCrews } from '../project-crews/project-crews.schema';

/** A form the office wrote: its questions are asked in order. */
export const forms = pgTable(
  'form',
  {
    ...tenantColumns,
    name: text('name').notNull(),
    description: text('description'),
    kind: text('kind', { enum: formKinds }).notNull().default('general'),
    /** The filled form is signed on screen before it is sent. */
    requiresSignature: boolean('requires_signature').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    enumCheck(table.kind, formKinds),
  ],
);

export const formQuestions = pgTable(
  'form_question',
  {
    ...tenantColumns,
    formId: integer('form_id').notNull(),
    position: integer('position').notNull(),
    type: text('type', { enum: formQuestionTypes }).notNull(),
    label: text('label').notNull(),
    help: text('help'),
    required: boolean('required').notNull().default(false),
    /** The answers to pick from, for choice and multi_choice. */
    options: jsonb('options').$type<string[]>(),
    /** An attachment shown with the question (GET /formQuestions/{id}/file). */
    fileId: integer('file_id'),
    createdAt,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    enumCheck(table.type, formQuestionTypes),
    unique('form_question_position_key').on(table.tenantId, table.formId, table.position),
    tenantRef(table.tenantId, table.formId, forms).onDelete('cascade'),
    tenantRef(table.tenantId, table.fileId, files),
  ],
);

export type FormAnswerValue = string | number | boolean | string[] | null;

/** One person's filling of a form ("perform"): open until submitted. */
export const formResults = pgTable(
  'form_result',
  {
    ...tenantColumns,
    formId: integer('form_id').notNull(),
    personId: integer('person_id').notNull(),
    status: text('status', { enum: formResultStatuses }).notNull().default('open'),
    dueDate: date('due_date'),
    /** The crew the form is about, when it was asked for one. */
    projectCrewId: integer('project_crew_id'),
    /** Answers by question id, saved as the person goes. */
    answers: jsonb('answers').$type<Record<string, FormAnswerValue>>().notNull().default({}),
    signatureFileId: integer('signature_file_id'),
    /** The PDF of the submitted form. */
    fileId: integer('file_id'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    enumCheck(table.status, formResultStatuses),
    index('form_result_person_idx').on(table.tenantId, table.personId, table.status),
    tenantRef(table.tenantId, table.formId, forms),
    tenantRef(table.tenantId, table.personId, persons).onDelete('cascade'),
    tenantRef(table.tenantId, table.projectCrewId, projectCrews).onDelete('cascade'),
    tenantRef(table.tenantId, table.signatureFileId, files),
    tenantRef(table.tenantId, table.fileId, files),
  ],
);
