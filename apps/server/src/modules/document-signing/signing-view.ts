import {
  isReadyToSign,
  isSignatorysTurn,
  isSignersSignatory,
  isSigned,
  orderedSignatories,
  signaturesToSign,
  signingApplies,
  signOneByOne,
  type DocumentSigning,
  type Signer,
} from '@crewhub/shared';
import type { Executor } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/request-context';
import { documentRowById, type DocumentRow, toDocument } from '../documents';
import { signedFileUrl } from '../files';
import { documentSigningRepository } from './document-signing.repository';
import type { SigningState } from './signing-state';

export const signerOf = (ctx: Pick<RequestContext, 'auth'>): Signer => ({
  personId: ctx.auth.personId,
  contactNumber: ctx.auth.contactNumber,
});

export const isSignatoryOf = (state: SigningState, signer: Signer) =>
  state.signatories.some((signatory) => isSignersSignatory(signatory, signer));

export const findDocumentRow = async (
  tx: Executor,
  ctx: RequestContext,
  id: number,
): Promise<DocumentRow> => {
  const row = await documentRowById(tx, ctx.tenant.id, id);
  if (!row) throw notFound('Document');
  return row;
};

/** The document, its signatories and the flags derived for the caller. */
export const toSigningView = async (
  tx: Executor,
  ctx: RequestContext,
  state: SigningState,
  row: DocumentRow,
): Promise<DocumentSigning> => {
  const signer = signerOf(ctx);
  const copy = await documentSigningRepository.latestSignedCopy(tx, ctx.tenant.id, state.id);
  const signedAt = (signatoryId: number, n: number) =>
    state.signatories
      .find((signatory) => signatory.id === signatoryId)
      ?.signatures.find((signature) => signature.n === n)
      ?.signedAt?.toISOString() ?? null;
  return {
    document: toDocument(ctx, row),
    signedFile: copy ? { ...copy, url: signedFileUrl(ctx, copy.id) } : null,
    signingApplies: signingApplies(state),
    signOneByOne: signOneByOne(state),
    signatories: orderedSignatories(state).map((signatory) => {
      const isMine = isSignersSignatory(signatory, signer);
      return {
        id: signatory.id,
        name: signatory.name,
        kind: signatory.kind,
        statusCaption: signatory.statusCaption,
        order: signatory.order,
        isMine,
        canSignNow:
          isMine &&
          isSignatorysTurn(state, signatory) &&
          signatory.signatures.some((signature) => !signature.signed),
        signatures: signatory.signatures.map((signature) => ({
          n: signature.n,
          signed: signature.signed,
          signedAt: signature.signedAt?.toISOString() ?? null,
        })),
      };
    }),
    signaturesToSign: signaturesToSign(state, signer).map((signature) => ({
      ...signature,
      signedAt: signedAt(signature.signatoryId, signature.n),
    })),
    isReadyToSign: isReadyToSign(state, signer),
    isSigned: isSigned(state, signer),
  };
};
