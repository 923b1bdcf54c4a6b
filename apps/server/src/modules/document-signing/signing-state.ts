import type { SigningDocument, SigningSignatory } from '@crewhub/shared';
import type { Executor } from '../../db/client';
import { jsonObject, jsonRows, mapRead, type JsonRead, type SqlValue } from '../../db/json-read';
import {
  documentSigningRepository,
  type Ids,
  type SignatureRow,
} from './document-signing.repository';

/** Signatures of the people without a time zone of their own (client contacts) read in this one. */
const defaultTimeZone = 'Europe/Amsterdam';

export type SignatoryState = Omit<SigningSignatory, 'signatures'> & {
  name: string;
  kind: 'person' | 'contact';
  timeZone: string;
  signatures: SignatureRow[];
};

/** A document with everything the signing rules, the view and the signed copy need. */
export type SigningState = SigningDocument<SignatoryState> & {
  id: number;
  name: string;
  typeName: string;
  documentDate: string;
  status: string;
  fileId: number | null;
};

type DocumentRow = Awaited<ReturnType<typeof documentSigningRepository.documents>>[number];
type SignatoryRow = Awaited<ReturnType<typeof documentSigningRepository.signatories>>[number];

const statesOf = (
  documents: DocumentRow[],
  signatories: SignatoryRow[],
  signatures: SignatureRow[],
): SigningState[] =>
  documents.map(({ parameters, typeParameters, ...document }) => ({
    ...document,
    parameters: parameters ?? null,
    typeParameters: typeParameters ?? null,
    signatories: signatories
      .filter((signatory) => signatory.documentId === document.id)
      .map(({ documentId: _documentId, timeZone, ...signatory }) => ({
        ...signatory,
        kind: signatory.personId === null ? 'contact' : 'person',
        timeZone: timeZone ?? defaultTimeZone,
        signatures: signatures.filter((signature) => signature.signatoryId === signatory.id),
      })),
  }));

/** The signing state of the given documents in three queries (documents, signatories, signatures). */
export const loadSigningStates = async (
  tx: Executor,
  tenantId: number,
  ids: number[],
): Promise<SigningState[]> => {
  if (ids.length === 0) return [];
  const documents = await documentSigningRepository.documents(tx, tenantId, ids);
  const signatories = await documentSigningRepository.signatories(tx, tenantId, ids);
  const signatures = signatories.length
    ? await documentSigningRepository.signatures(
        tx,
        tenantId,
        signatories.map((signatory) => signatory.id),
      )
    : [];
  return statesOf(documents, signatories, signatures);
};

/** The same as one read of a combined statement, for the documents a subquery names. */
export const signingStatesRead = (
  tx: Executor,
  tenantId: SqlValue<number>,
  ids: Ids,
): JsonRead<SigningState[]> =>
  mapRead(
    jsonObject({
      documents: jsonRows(documentSigningRepository.documents(tx, tenantId, ids)),
      signatories: jsonRows(documentSigningRepository.signatories(tx, tenantId, ids)),
      signatures: jsonRows(
        documentSigningRepository.signatures(
          tx,
          tenantId,
          documentSigningRepository.signatoryIdsOf(tx, tenantId, ids),
        ),
      ),
    }),
    ({ documents, signatories, signatures }) => statesOf(documents, signatories, signatures),
  );

export const loadSigningState = async (
  tx: Executor,
  tenantId: number,
  id: number,
): Promise<SigningState | null> => (await loadSigningStates(tx, tenantId, [id]))[0] ?? null;
