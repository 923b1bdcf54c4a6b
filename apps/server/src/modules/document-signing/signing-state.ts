import type { SigningDocument, SigningSignatory } from '@crewhub/shared';
import type { Executor } from '../../db/client';
import { documentSigningRepository, type SignatureRow } from './document-signing.repository';

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
  return documents.map(({ parameters, typeParameters, ...document }) => ({
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
};

export const loadSigningState = async (
  tx: Executor,
  tenantId: number,
  id: number,
): Promise<SigningState | null> => (await loadSigningStates(tx, tenantId, [id]))[0] ?? null;
