import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { tenantColumns, tenantRef } from '../../db/columns';
import { persons } from '../people/people.schema';

/** What a person can work as: stagehand, rigger, forklift driver, ... */
export const functions = pgTable(
  'function',
  {
    ...tenantColumns,
    name: text('name').notNull(),
    /** Spare functions are only visible with planningCalendar READSPAREFUNCTION. */
    spare: boolean('spare').notNull().default(false),
    color: text('color'),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('function_name_key').on(table.tenantId, table.name),
  ],
);

/** Free labels planners put on crew (crewTags). */
export const crewTags = pgTable(
  'crew_tag',
  { ...tenantColumns, name: text('name').notNull() },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('crew_tag_name_key').on(table.tenantId, table.name),
  ],
);

/** Skills proven by a document (licence, certificate): documentBasedSkills. */
export const skills = pgTable(
  'skill',
  { ...tenantColumns, name: text('name').notNull() },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('skill_name_key').on(table.tenantId, table.name),
  ],
);

export const personFunctions = pgTable(
  'person_function',
  {
    tenantId: integer('tenant_id').notNull(),
    personId: integer('person_id').notNull(),
    functionId: integer('function_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.personId, table.functionId] }),
    index('person_function_function_idx').on(table.tenantId, table.functionId),
    tenantRef(table.tenantId, table.personId, persons).onDelete('cascade'),
    tenantRef(table.tenantId, table.functionId, functions).onDelete('cascade'),
  ],
);

export const personTags = pgTable(
  'person_tag',
  {
    tenantId: integer('tenant_id').notNull(),
    personId: integer('person_id').notNull(),
    tagId: integer('tag_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.personId, table.tagId] }),
    tenantRef(table.tenantId, table.personId, persons).onDelete('cascade'),
    tenantRef(table.tenantId, table.tagId, crewTags).onDelete('cascade'),
  ],
);

export const personSkills = pgTable(
  'person_skill',
  {
    tenantId: integer('tenant_id').notNull(),
    personId: integer('person_id').notNull(),
    skillId: integer('skill_id').notNull(),
    validUntil: date('valid_until'),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.personId, table.skillId] }),
    tenantRef(table.tenantId, table.personId, persons).onDelete('cascade'),
    tenantRef(table.tenantId, table.skillId, skills).onDelete('cascade'),
  ],
);
