import { signatoryStatusCaptions } from '@crewhub/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import { documents } from '../documents/documents.schema';
import { files } from '../files/files.schema';
import { contacts } from '../contacts/contacts.schema';
import { persons } from '../persons/persons.schema';

/** Who signs a document (a person or a client contact), in which order, and how far they are. */
export const documentSignatories = pgTable(
  'document_signatory',
  {
    ...tenantColumns,
    documentId: integer('document_id').notNull(),
    personId: integer('person_id'),
    contactId: integer('contact_id'),
    /** 'On Going', 'Ready to sign' or 'Signed'; null while not released for signing yet. */
    statusCaption: text('status_caption', { enum: signatoryStatusCaptions }),
    signingOrder: integer('signing_order').notNull().default(1),
    createdAt,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    enumCheck(table.statusCaption, signatoryStatusCaptions),
    index('document_signatory_document_idx').on(table.tenantId, table.documentId),
    index('document_signatory_person_idx').on(table.tenantId, table.personId),
    index('document_signatory_contact_idx').on(table.tenantId, table.contactId),
    check('document_signatory_party', sql`num_nonnulls(${table.personId}, ${table.contactId}) = 1`),
    tenantRef(table.tenantId, table.documentId, documents).onDelete('cascade'),
    tenantRef(table.tenantId, table.personId, persons),
    tenantRef(table.tenantId, table.contactId, contacts),
  ],
);

/** One signature a signatory gives (n = 1, 2, … per signatory: initials, signature, …). */
export const documentSignatures = pgTable(
  'document_signature',
  {
    ...tenantColumns,
    signatoryId: integer('signatory_id').notNull(),
    n: integer('n').notNull(),
    signed: boolean('signed').notNull().default(false),
    /** The drawn signature (PNG). */
    imageFileId: integer('image_file_id'),
    /** The document's PDF with every signature given up to this one stamped in. */
    signedCopyFileId: integer('signed_copy_file_id'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    signedByLoginId: integer('signed_by_login_id'),
    rating: integer('rating'),
    formFields: jsonb('form_fields').$type<Record<string, string>>(),
    createdAt,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('document_signature_signatory_n_key').on(table.tenantId, table.signatoryId, table.n),
    check('document_signature_rating_range', sql`${table.rating} between 1 and 5`),
    tenantRef(table.tenantId, table.signatoryId, documentSignatories).onDelete('cascade'),
    tenantRef(table.tenantId, table.imageFileId, files),
    tenantRef(table.tenantId, table.signedCopyFileId, files),
  ],
);
