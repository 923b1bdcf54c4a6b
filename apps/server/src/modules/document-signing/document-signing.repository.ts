import type { SignatoryStatusCaption, Signer } from '@crewhub/shared';
import {
  and,
  asc,
  desc,
  eq,
  inArray,
  isNotNull,
  ne,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import type { SqlValue } from '../../db/json-read';
import {
  contacts,
  documents,
  documentSignatories,
  documentSignatures,
  documentTypes,
  files,
  persons,
} from '../../db/schema';

const sameTenant = (table: { tenantId: AnyPgColumn }, other: { tenantId: AnyPgColumn }) =>
  eq(table.tenantId, other.tenantId);

const personOfSignatory = and(
  sameTenant(persons, documentSignatories),
  eq(persons.id, documentSignatories.personId),
);
const contactOfSignatory = and(
  sameTenant(contacts, documentSignatories),
  eq(contacts.id, documentSignatories.contactId),
);

/**
 * A signer whose ids may be SQL (placeholders of home's statement): which ids it has decides the
 * statement's text, their values do not.
 */
export type SignerInStatement = {
  personId: SqlValue<number> | null;
  contactNumber: SqlValue<string> | null;
};

/** The caller's signatories: by person id or by contact number (needs contacts joined). */
const signersSignatory = (signer: SignerInStatement): SQL | undefined =>
  or(
    signer.personId === null ? undefined : eq(documentSignatories.personId, signer.personId),
    signer.contactNumber === null ? undefined : eq(contacts.contactNumber, signer.contactNumber),
  );

const signaturesIn = (tenantId: number, ids: number[]) =>
  and(eq(documentSignatures.tenantId, tenantId), inArray(documentSignatures.id, ids));

/** Ids as a list, or as a subquery when the reads go to the database in one statement. */
export type Ids = number[] | SQLWrapper;

export type SignatureRow = Awaited<ReturnType<typeof selectSignatures>>[number];

const selectSignatures = (tx: Executor, tenantId: SqlValue<number>, signatoryIds: Ids) =>
  tx
    .select({
      id: documentSignatures.id,
      signatoryId: documentSignatures.signatoryId,
      n: documentSignatures.n,
      signed: documentSignatures.signed,
      signedAt: documentSignatures.signedAt,
      imageFileId: documentSignatures.imageFileId,
      rating: documentSignatures.rating,
      formFields: documentSignatures.formFields,
    })
    .from(documentSignatures)
    .where(
      and(
        eq(documentSignatures.tenantId, tenantId),
        inArray(documentSignatures.signatoryId, signatoryIds),
      ),
    )
    .orderBy(asc(documentSignatures.signatoryId), asc(documentSignatures.n));

/**
 * Documents where the signer has a signatory that is ready or under way, not rejected, as a
 * subquery of their ids.
 */
const openForSignerQuery = (tx: Executor, tenantId: SqlValue<number>, signer: SignerInStatement) =>
  tx
    .selectDistinct({ id: documentSignatories.documentId })
    .from(documentSignatories)
    .leftJoin(contacts, contactOfSignatory)
    .innerJoin(
      documents,
      and(
        sameTenant(documents, documentSignatories),
        eq(documents.id, documentSignatories.documentId),
      ),
    )
    .where(
      and(
        eq(documentSignatories.tenantId, tenantId),
        signersSignatory(signer) ?? sql`false`,
        inArray(documentSignatories.statusCaption, ['Ready to sign', 'On Going']),
        ne(documents.status, 'rejected'),
      ),
    );

export const documentSigningRepository = {
  /** Type, parameters and listing fields of the given documents. */
  documents: (tx: Executor, tenantId: SqlValue<number>, ids: Ids) =>
    tx
      .select({
        id: documents.id,
        name: documents.name,
        typeName: documentTypes.name,
        documentDate: documents.documentDate,
        status: documents.status,
        fileId: documents.fileId,
        parameters: documents.parameters,
        typeParameters: documentTypes.parameters,
        typeAllowsSignatories: documentTypes.allowsSignatories,
      })
      .from(documents)
      .innerJoin(
        documentTypes,
        and(sameTenant(documentTypes, documents), eq(documentTypes.id, documents.typeId)),
      )
      .where(and(eq(documents.tenantId, tenantId), inArray(documents.id, ids))),

  /** The signatories of the given documents with their names and contact numbers. */
  signatories: (tx: Executor, tenantId: SqlValue<number>, documentIds: Ids) =>
    tx
      .select({
        id: documentSignatories.id,
        documentId: documentSignatories.documentId,
        personId: documentSignatories.personId,
        contactNumber: contacts.contactNumber,
        name: sql<string>`coalesce(${persons.firstName} || ' ' || ${persons.lastName},
          ${contacts.firstName} || ' ' || ${contacts.lastName})`,
        timeZone: persons.timezone,
        statusCaption: documentSignatories.statusCaption,
        order: documentSignatories.signingOrder,
      })
      .from(documentSignatories)
      .leftJoin(persons, personOfSignatory)
      .leftJoin(contacts, contactOfSignatory)
      .where(
        and(
          eq(documentSignatories.tenantId, tenantId),
          inArray(documentSignatories.documentId, documentIds),
        ),
      ),

  signatures: selectSignatures,

  /**
   * Documents where the signer has a signatory that is ready or under way, not rejected. The
   * one-by-one order is applied afterwards by the shared rule.
   */
  openForSigner: async (tx: Executor, tenantId: number, signer: Signer): Promise<number[]> =>
    (await openForSignerQuery(tx, tenantId, signer)).map((row) => row.id),

  openForSignerQuery,

  /** The signatories' ids of the given documents, as a subquery. */
  signatoryIdsOf: (tx: Executor, tenantId: SqlValue<number>, documentIds: Ids) =>
    tx
      .select({ id: documentSignatories.id })
      .from(documentSignatories)
      .where(
        and(
          eq(documentSignatories.tenantId, tenantId),
          inArray(documentSignatories.documentId, documentIds),
        ),
      ),

  documentOfSignatory: async (tx: Executor, tenantId: number, signatoryId: number) => {
    const [row] = await tx
      .select({ documentId: documentSignatories.documentId })
      .from(documentSignatories)
      .where(
        and(eq(documentSignatories.tenantId, tenantId), eq(documentSignatories.id, signatoryId)),
      );
    return row?.documentId ?? null;
  },

  /** Locks the document's signatories, so two signings of one document run one after another. */
  lockSignatories: (tx: Executor, tenantId: number, documentId: number) =>
    tx
      .select({ id: documentSignatories.id })
      .from(documentSignatories)
      .where(
        and(
          eq(documentSignatories.tenantId, tenantId),
          eq(documentSignatories.documentId, documentId),
        ),
      )
      .for('update'),

  markSigned: (
    tx: Executor,
    tenantId: number,
    signatureIds: number[],
    values: {
      signedAt: Date;
      imageFileId: number;
      signedByLoginId: number | null;
      rating: number | null;
      formFields: Record<string, string> | null;
    },
  ) =>
    tx
      .update(documentSignatures)
      .set({ ...values, signed: true })
      .where(signaturesIn(tenantId, signatureIds)),

  setSignedCopy: (tx: Executor, tenantId: number, signatureIds: number[], fileId: number) =>
    tx
      .update(documentSignatures)
      .set({ signedCopyFileId: fileId })
      .where(signaturesIn(tenantId, signatureIds)),

  setCaption: (
    tx: Executor,
    tenantId: number,
    signatoryId: number,
    statusCaption: SignatoryStatusCaption,
  ) =>
    tx
      .update(documentSignatories)
      .set({ statusCaption })
      .where(
        and(eq(documentSignatories.tenantId, tenantId), eq(documentSignatories.id, signatoryId)),
      ),

  /** Person signatories in the given order, each giving one signature (n = 1). */
  insertSignatories: async (
    tx: Executor,
    tenantId: number,
    documentId: number,
    signatories: { personId: number; statusCaption: SignatoryStatusCaption | null }[],
  ) => {
    const rows = await tx
      .insert(documentSignatories)
      .values(
        signatories.map((signatory, index) => ({
          tenantId,
          documentId,
          ...signatory,
          signingOrder: index + 1,
        })),
      )
      .returning({ id: documentSignatories.id });
    await tx
      .insert(documentSignatures)
      .values(rows.map((row) => ({ tenantId, signatoryId: row.id, n: 1 })));
  },

  /** The newest signed copy of the document's PDF, if any signature was stamped in yet. */
  latestSignedCopy: async (tx: Executor, tenantId: number, documentId: number) => {
    const [row] = await tx
      .select({
        id: files.id,
        filename: files.filename,
        contentType: files.contentType,
        size: files.size,
      })
      .from(documentSignatures)
      .innerJoin(
        documentSignatories,
        and(
          sameTenant(documentSignatories, documentSignatures),
          eq(documentSignatories.id, documentSignatures.signatoryId),
        ),
      )
      .innerJoin(
        files,
        and(
          sameTenant(files, documentSignatures),
          eq(files.id, documentSignatures.signedCopyFileId),
        ),
      )
      .where(
        and(
          eq(documentSignatures.tenantId, tenantId),
          eq(documentSignatories.documentId, documentId),
          isNotNull(documentSignatures.signedCopyFileId),
        ),
      )
      .orderBy(desc(documentSignatures.signedAt), desc(documentSignatures.signedCopyFileId))
      .limit(1);
    return row ?? null;
  },
};
