import { date, index, integer, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, tenantColumns, tenantRef } from '../../db/columns';
import { documents } from '../documents/documents.schema';
import { formResults, forms } from '../forms/forms.schema';
import { persons } from '../persons/persons.schema';

/** A course the office makes crew follow: first aid, working at height, forklift, ... */
export const trainingCourses = pgTable(
  'training_course',
  {
    ...tenantColumns,
    name: text('name').notNull(),
    description: text('description'),
    /** How long a completion counts; null: for good. */
    validityMonths: integer('validity_months'),
    /** A training form (forms module) handed out with the course. */
    formId: integer('form_id'),
    createdAt,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('training_course_name_key').on(table.tenantId, table.name),
    tenantRef(table.tenantId, table.formId, forms),
  ],
);

/** A person who must follow (or followed) a course; assigning again starts it over. */
export const trainings = pgTable(
  'training',
  {
    ...tenantColumns,
    personId: integer('person_id').notNull(),
    courseId: integer('course_id').notNull(),
    dueDate: date('due_date'),
    /** Recorded by the office; a submitted training form also completes it. */
    completedOn: date('completed_on'),
    /** The form handed out with the course, when it has one. */
    formResultId: integer('form_result_id'),
    /** The certificate or proof, one of the person's documents. */
    documentId: integer('document_id'),
    assignedByLoginId: integer('assigned_by_login_id'),
    createdAt,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('training_person_course_key').on(table.tenantId, table.personId, table.courseId),
    index('training_course_idx').on(table.tenantId, table.courseId),
    tenantRef(table.tenantId, table.personId, persons).onDelete('cascade'),
    tenantRef(table.tenantId, table.courseId, trainingCourses).onDelete('cascade'),
    tenantRef(table.tenantId, table.formResultId, formResults),
    tenantRef(table.tenantId, table.documentId, documents),
  ],
);
