import { documentCategories, documentStatuses } from '@crewhub/shared';
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
} from 'drizzle-orm/pg-core';
import { enumCheck } from '../../db/checks';
import { createdAt, tenantColumns, tenantRef } from '../../db/columns';
import { files } from '../files/files.schema';
import { companies } from '../companies/companies.schema';
import { persons } from '../persons/persons.schema';
import { projects } from '../projects/projects.schema';

export const documentTypes = pgTable(
  'document_type',
  {
    ...tenantColumns,
    name: text('name').notNull(),
    category: text('category', { enum: documentCategories }).notNull().default('general'),
    /** Type parameters, e.g. signatoriesOrder; JSON as the back office sends it. */
    parameters: jsonb('parameters').$type<Record<string, string | number | boolean>>(),
    allowsSignatories: boolean('allows_signatories').notNull().default(false),
    /**
     * Whether clients see documents of this type (lists, downloads, archives). Null follows the
     * category: project documents yes, a person's papers (ID cards, A1 and other certificates)
     * no, so identity papers reach clients only once the office turns it on for their type.
     */
    shareableWithClients: boolean('shareable_with_clients'),
    createdAt,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    enumCheck(table.category, documentCategories),
  ],
);

/** A stored document about a project, a person or a company. */
export const documents = pgTable(
  'document',
  {
    ...tenantColumns,
    typeId: integer('type_id').notNull(),
    name: text('name').notNull(),
    projectId: integer('project_id'),
    personId: integer('person_id'),
    companyId: integer('company_id'),
    fileId: integer('file_id'),
    documentDate: date('document_date').notNull(),
    /** Uploads await approval; generated documents are approved at once. */
    status: text('status', { enum: documentStatuses }).notNull().default('approved'),
    parameters: jsonb('parameters').$type<Record<string, string | number | boolean>>(),
    createdByLoginId: integer('created_by_login_id'),
    createdAt,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    enumCheck(table.status, documentStatuses),
    index('document_project_idx').on(table.tenantId, table.projectId, table.documentDate),
    index('document_person_idx').on(table.tenantId, table.personId, table.documentDate),
    tenantRef(table.tenantId, table.typeId, documentTypes),
    tenantRef(table.tenantId, table.projectId, projects).onDelete('cascade'),
    tenantRef(table.tenantId, table.personId, persons),
    tenantRef(table.tenantId, table.companyId, companies),
    tenantRef(table.tenantId, table.fileId, files),
  ],
);

/**
 * Who opened a person's paper other than the person (who, what, when), for the office: identity
 * papers are personal data, and every look at them by someone else stays on record.
 */
export const documentDownloads = pgTable(
  'document_download',
  {
    ...tenantColumns,
    documentId: integer('document_id').notNull(),
    /** Whose paper it is. */
    personId: integer('person_id').notNull(),
    /** The token subject (`login:<id>`, `project:<number>`, …): guests download too. */
    downloadedBy: text('downloaded_by').notNull(),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('document_download_person_idx').on(table.tenantId, table.personId, table.downloadedAt),
    tenantRef(table.tenantId, table.documentId, documents).onDelete('cascade'),
    tenantRef(table.tenantId, table.personId, persons),
  ],
);
