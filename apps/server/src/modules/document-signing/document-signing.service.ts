import {
  isReadyToSign,
  pageOfList,
  signaturesToSign,
  type DocumentSigning,
  type DocumentToSign,
  type HomeDashboard,
  type ListQuery,
  type Page,
  type Signer,
} from '@crewhub/shared';
import type { Executor } from '../../db/client';
import { mapRead, type JsonRead, type SqlValue } from '../../db/json-read';
import { notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/request-context';
import { canSeeDocument } from '../documents';
import { documentSigningRepository, type SignerInStatement } from './document-signing.repository';
import {
  loadSigningState,
  loadSigningStates,
  signingStatesRead,
  type SigningState,
} from './signing-state';
import { findDocumentRow, isSignatoryOf, signerOf, toSigningView } from './signing-view';

/**
 * GET /documents/{id}/signing: the document with its signatories, for its signatories and for
 * whoever may open the document; to anybody else it is as unknown as a missing one.
 */
export const getDocumentSigning = async (
  ctx: RequestContext,
  id: number,
): Promise<DocumentSigning> => {
  const { tx } = ctx;
  const row = await findDocumentRow(tx, ctx, id);
  const state = (await loadSigningState(tx, ctx.tenant.id, id))!;
  if (!isSignatoryOf(state, signerOf(ctx)) && !(await canSeeDocument(tx, ctx, row))) {
    throw notFound('Document');
  }
  return toSigningView(tx, ctx, state, row);
};

/** The one-by-one order of the shared rule, newest first. */
const readyOf = (states: SigningState[], signer: Signer): SigningState[] =>
  states
    .filter((state) => isReadyToSign(state, signer))
    .sort((a, b) => b.documentDate.localeCompare(a.documentDate) || b.id - a.id);

/**
 * The signer's documents waiting for their signature, newest first. The candidates come from
 * SQL; the shared rule then applies the one-by-one order, so server and app agree on it.
 */
const readyToSign = async (
  tx: Executor,
  tenantId: number,
  signer: Signer,
): Promise<SigningState[]> => {
  const ids = await documentSigningRepository.openForSigner(tx, tenantId, signer);
  return readyOf(await loadSigningStates(tx, tenantId, ids), signer);
};

/** GET /documentsToSign. */
export const listDocumentsToSign = async (
  ctx: RequestContext,
  query: ListQuery,
): Promise<Page<DocumentToSign>> => {
  const { tx } = ctx;
  const signer = signerOf(ctx);
  const states = await readyToSign(tx, ctx.tenant.id, signer);
  const page = pageOfList(states, query);
  return {
    ...page,
    items: page.items.map((state) => ({
      id: state.id,
      name: state.name,
      typeName: state.typeName,
      documentDate: state.documentDate,
      openSignatures: signaturesToSign(state, signer).filter((signature) => !signature.signed)
        .length,
    })),
  };
};

/**
 * The home block "documents to sign", as a read of home's one statement, whose ids may be
 * placeholders. Which documents are the caller's turn is decided once the caller's ids are
 * known (`forSigner`), so the read holds no caller of its own and can serve every caller.
 */
export const documentsToSignOnHomeRead = (
  tx: Executor,
  caller: { tenantId: SqlValue<number>; signer: SignerInStatement },
  limit = 20,
): JsonRead<(forSigner: Signer) => HomeDashboard['documentsToSign']> => {
  const ids = documentSigningRepository.openForSignerQuery(tx, caller.tenantId, caller.signer);
  return mapRead(
    signingStatesRead(tx, caller.tenantId, ids),
    (states) => (forSigner) =>
      readyOf(states, forSigner)
        .slice(0, limit)
        .map((state) => ({ id: state.id, name: state.name })),
  );
};
