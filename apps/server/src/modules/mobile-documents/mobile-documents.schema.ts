import { loginTypeCodes, mobileDocumentKinds } from '@crewhub/shared';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { enumCheck } from '../../db/checks';
import { createdAt, tenantColumns, tenantRef } from '../../db/columns';
import { companies } from '../companies/companies.schema';
import { files } from '../files/files.schema';
import { rateCards } from '../reference/reference.schema';

const listedLoginTypes = loginTypeCodes.map((code) => `'${code}'`).join(', ');

/** A document shown under /mobileDocuments: company papers, rate agreements, rate card papers. */
export const mobileDocuments = pgTable(
  'mobile_document',
  {
    ...tenantColumns,
    kind: text('kind', { enum: mobileDocumentKinds }).notNull(),
    name: text('name').notNull(),
    description: text('description'),
    fileId: integer('file_id').notNull(),
    /** Who reads it; empty: every login type. */
    loginTypes: text('login_types')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** A rate agreement with this client: its contacts and staff reading everyone's see it. */
    companyId: integer('company_id'),
    /** The rate card the document goes with (kind rate_card). */
    rateCardId: integer('rate_card_id'),
    publishedOn: date('published_on').notNull(),
    createdAt,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    enumCheck(table.kind, mobileDocumentKinds),
    index('mobile_document_kind_idx').on(table.tenantId, table.kind, table.publishedOn),
    index('mobile_document_rate_card_idx').on(table.tenantId, table.rateCardId),
    tenantRef(table.tenantId, table.fileId, files),
    tenantRef(table.tenantId, table.companyId, companies),
    tenantRef(table.tenantId, table.rateCardId, rateCards).onDelete('cascade'),
    check(
      'mobile_document_login_types_check',
      sql`${table.loginTypes} <@ ${sql.raw(`array[${listedLoginTypes}]::text[]`)}`,
    ),
    check(
      'mobile_document_rate_card_check',
      sql`(${table.kind} = 'rate_card') = (${table.rateCardId} is not null)`,
    ),
  ],
);
