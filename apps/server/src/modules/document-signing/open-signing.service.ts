import { signingApplies, signOneByOne } from '@crewhub/shared';
import { invalidField } from '../../lib/app-error';
import type { RequestContext } from '../../lib/request-context';
import { notifyDocumentToSign } from '../notifications';
import { documentSigningRepository as repository } from './document-signing.repository';
import { loadSigningState } from './signing-state';

/**
 * Puts a document the office just filed up for signing by the given people, in that order.
 * Everyone may sign at once and hears so, unless the order is one by one: then only the first,
 * and each next one when the one before has signed (as signing moves it on).
 * Only a type (or document) that allows signatories can be signed (400 on body.typeId).
 */
export const openForSigning = async (
  ctx: RequestContext,
  documentId: number,
  personIds: number[],
): Promise<void> => {
  const { tx } = ctx;
  const tenantId = ctx.tenant.id;
  const state = await loadSigningState(tx, tenantId, documentId);
  if (!state || !signingApplies(state)) {
    throw invalidField('body.typeId', 'Pick a document type that is signed');
  }
  const ready = signOneByOne(state) ? personIds.slice(0, 1) : personIds;
  await repository.insertSignatories(
    tx,
    tenantId,
    documentId,
    personIds.map((personId) => ({
      personId,
      statusCaption: ready.includes(personId) ? 'Ready to sign' : null,
    })),
  );
  await notifyDocumentToSign(ctx, state, ready);
};
