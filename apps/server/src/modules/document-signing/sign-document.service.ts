import {
  captionAfterSigning,
  isSignatorysTurn,
  isSignersSignatory,
  nextSignatoryToRelease,
  signaturesToSign,
  signingApplies,
  type DocumentSigning,
  type SignDocumentInput,
} from '@crewhub/shared';
import type { Executor } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/request-context';
import { readStoredFile, storeFile } from '../files';
import { notifyDocumentToSign } from '../notifications';
import { documentSigningRepository as repository } from './document-signing.repository';
import { drawableSignature, renderSignedCopy, signedCopyFilename } from './signed-copy';
import { loadSigningState, type SignatoryState, type SigningState } from './signing-state';
import { findDocumentRow, isSignatoryOf, signerOf, toSigningView } from './signing-view';

/** Stores a new signed copy of the document's PDF and links it to the signatures just given. */
const stampSignedCopy = async (
  tx: Executor,
  ctx: RequestContext,
  state: SigningState,
  signatureIds: number[],
) => {
  if (state.fileId === null) return;
  const { file, bytes } = await readStoredFile(tx, ctx, state.fileId);
  const pdf = await renderSignedCopy(
    state,
    { bytes, contentType: file.contentType },
    async (imageFileId) => (await readStoredFile(tx, ctx, imageFileId)).bytes,
    ctx.clock.now(),
  );
  if (!pdf) return;
  const copy = await storeFile(tx, ctx, {
    bytes: pdf,
    filename: signedCopyFilename(file.filename),
    contentType: 'application/pdf',
  });
  await repository.setSignedCopy(tx, ctx.tenant.id, signatureIds, copy.id);
};

type Target = { state: SigningState; signatory: SignatoryState; signatureIds: number[] };
type Signing = { png: Uint8Array; input: SignDocumentInput };

/**
 * Signs the given signatures of one signatory: stores the drawing, moves the signatory on
 * ('On Going', or 'Signed' and then the next one in one-by-one order 'Ready to sign') and
 * stamps the signed copy. Returns the caller's view afterwards.
 */
const sign = async (
  tx: Executor,
  ctx: RequestContext,
  { state, signatory, signatureIds }: Target,
  { png, input }: Signing,
): Promise<DocumentSigning> => {
  const tenantId = ctx.tenant.id;
  if (!isSignatorysTurn(state, signatory)) {
    throw new AppError('NOT_READY_TO_SIGN', 'It is not your turn to sign this document');
  }
  const image = await storeFile(tx, ctx, {
    bytes: png,
    filename: `signature-${state.id}-${signatory.id}.png`,
    contentType: 'image/png',
  });
  const formFields = input.formFields ?? {};
  await repository.markSigned(tx, tenantId, signatureIds, {
    signedAt: ctx.clock.now(),
    imageFileId: image.id,
    signedByLoginId: ctx.auth.loginId,
    rating: input.rating ?? null,
    formFields: Object.keys(formFields).length ? formFields : null,
  });
  const caption = captionAfterSigning(
    signatory.signatures.map((signature) => ({
      n: signature.n,
      signed: signature.signed || signatureIds.includes(signature.id),
    })),
  );
  await repository.setCaption(tx, tenantId, signatory.id, caption);
  const next = caption === 'Signed' ? nextSignatoryToRelease(state, signatory.id) : null;
  if (next) await repository.setCaption(tx, tenantId, next.id, 'Ready to sign');
  // The next person in a one-by-one order hears it is their turn.
  if (next?.personId) await notifyDocumentToSign(ctx, state, [next.personId]);
  const signed = (await loadSigningState(tx, tenantId, state.id))!;
  await stampSignedCopy(tx, ctx, signed, signatureIds);
  return toSigningView(tx, ctx, signed, await findDocumentRow(tx, ctx, state.id));
};

/** The document's signing state, its signatories locked so two signings run one after another. */
const lockedState = async (tx: Executor, ctx: RequestContext, documentId: number) => {
  await repository.lockSignatories(tx, ctx.tenant.id, documentId);
  const state = await loadSigningState(tx, ctx.tenant.id, documentId);
  if (!state || !isSignatoryOf(state, signerOf(ctx))) throw notFound('Document');
  if (!signingApplies(state) || state.status === 'rejected') {
    throw new AppError('NOT_READY_TO_SIGN', 'This document cannot be signed in the app');
  }
  return state;
};

const alreadySigned = () => new AppError('DOCUMENT_ALREADY_SIGNED', 'This is signed already');

/** POST /documents/{id}/sign/{n}: the n-th of the caller's signatures to sign (1-based). */
export const signDocumentSignature = async (
  ctx: RequestContext,
  params: { id: number; n: number },
  input: SignDocumentInput,
): Promise<DocumentSigning> => {
  const png = await drawableSignature(input.signature);
  const { tx } = ctx;
  const state = await lockedState(tx, ctx, params.id);
  const target = signaturesToSign(state, signerOf(ctx))[params.n - 1];
  if (!target) throw notFound('Signature');
  if (target.signed) throw alreadySigned();
  const signatory = state.signatories.find((each) => each.id === target.signatoryId)!;
  const signature = signatory.signatures.find((each) => each.n === target.n)!;
  return sign(tx, ctx, { state, signatory, signatureIds: [signature.id] }, { png, input });
};

/** POST /documentSignatories/{id}/sign: every open signature of one of the caller's signatories. */
export const signSignatory = async (
  ctx: RequestContext,
  signatoryId: number,
  input: SignDocumentInput,
): Promise<DocumentSigning> => {
  const png = await drawableSignature(input.signature);
  const { tx } = ctx;
  const documentId = await repository.documentOfSignatory(tx, ctx.tenant.id, signatoryId);
  if (documentId === null) throw notFound('Signatory');
  const state = await lockedState(tx, ctx, documentId);
  const signatory = state.signatories.find((each) => each.id === signatoryId)!;
  // Another signer's signatory on a document the caller also signs is still not theirs.
  if (!isSignersSignatory(signatory, signerOf(ctx))) throw notFound('Signatory');
  const open = signatory.signatures.filter((signature) => !signature.signed);
  if (open.length === 0) throw alreadySigned();
  const signatureIds = open.map((signature) => signature.id);
  return sign(tx, ctx, { state, signatory, signatureIds }, { png, input });
};
