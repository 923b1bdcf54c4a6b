import { loginTypeCodes, supportedLanguages } from '@crewhub/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { enumCheck } from '../../db/checks';
import { createdAt, tenantColumns, tenantRef } from '../../db/columns';
import { companies } from '../companies/companies.schema';

/** Topics the help centre groups FAQs by (GET /categories). */
export const faqCategories = pgTable(
  'faq_category',
  { ...tenantColumns, name: text('name').notNull() },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('faq_category_name_key').on(table.tenantId, table.name),
  ],
);

const listedLoginTypes = loginTypeCodes.map((code) => `'${code}'`).join(', ');

/** A question and its Markdown answer in one language, for some readers. */
export const faqs = pgTable(
  'faq',
  {
    ...tenantColumns,
    /** Only this client company's contacts read it; null: everybody. */
    companyId: integer('company_id'),
    /** Empty: every login type. */
    loginTypes: text('login_types')
      .array()
      .notNull()
      .default(sql`'{}'`),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'`),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    language: text('language', { enum: supportedLanguages }).notNull(),
    createdAt,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('faq_language_idx').on(table.tenantId, table.language),
    tenantRef(table.tenantId, table.companyId, companies),
    enumCheck(table.language, supportedLanguages),
    check(
      'faq_login_types_check',
      sql`${table.loginTypes} <@ ${sql.raw(`array[${listedLoginTypes}]::text[]`)}`,
    ),
  ],
);

export const faqCategoryLinks = pgTable(
  'faq_category_link',
  {
    tenantId: integer('tenant_id').notNull(),
    faqId: integer('faq_id').notNull(),
    categoryId: integer('category_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.faqId, table.categoryId] }),
    index('faq_category_link_category_idx').on(table.tenantId, table.categoryId),
    tenantRef(table.tenantId, table.faqId, faqs).onDelete('cascade'),
    tenantRef(table.tenantId, table.categoryId, faqCategories).onDelete('cascade'),
  ],
);
