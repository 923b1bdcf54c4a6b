import { hasRight, type ReceiptRefusal } from '@crewhub/shared';
import { AppError, forbidden, notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/request-context';
import { receiptsRepository, type ReceiptRow, type ReceiptScope } from './receipts.repository';

/**
 * receipts READ ALL (office) reaches everybody's receipts; any other receipts READ reaches the
 * caller's own. Someone else's receipt is then as unknown as a missing one (404).
 */
export const receiptScopeOf = (ctx: RequestContext): ReceiptScope => {
  if (hasRight(ctx.rights, 'receipts', 'READ', 'ALL')) return { kind: 'all' };
  if (ctx.auth.personId !== null && hasRight(ctx.rights, 'receipts', 'READ')) {
    return { kind: 'person', personId: ctx.auth.personId };
  }
  throw forbidden('Receipts are for crew members and the office');
};

/** The caller's own person: only they fill in, submit and copy their receipts. */
export const ownPersonId = (ctx: RequestContext): number => {
  if (ctx.auth.personId === null) throw forbidden('Only people submit receipts');
  return ctx.auth.personId;
};

export const assertOwnReceipt = (ctx: RequestContext, receipt: { personId: number }) => {
  if (ctx.auth.personId !== receipt.personId) {
    throw forbidden('Only the person who paid changes or submits the receipt');
  }
};

/** Approving and rejecting need receipts EDIT over all receipts. */
export const canDecideReceipts = (ctx: RequestContext) =>
  hasRight(ctx.rights, 'receipts', 'EDIT', 'ALL');

/** Deleting needs receipts DELETE: over all receipts, or one's own. */
export const canDeleteReceipt = (ctx: RequestContext, receipt: { personId: number }) =>
  hasRight(ctx.rights, 'receipts', 'DELETE', 'ALL') ||
  (hasRight(ctx.rights, 'receipts', 'DELETE') && ctx.auth.personId === receipt.personId);

export const refuse = (refusal: ReceiptRefusal | null, message: string) => {
  if (refusal) throw new AppError(refusal, message);
};

export const findReceipt = async (ctx: RequestContext, number: string): Promise<ReceiptRow> => {
  const row = await receiptsRepository.byNumber(ctx.tx, ctx.tenant.id, number, receiptScopeOf(ctx));
  if (!row) throw notFound('Receipt');
  return row;
};

/** The receipt about to change, read again under its row lock. */
export const findReceiptForChange = async (ctx: RequestContext, number: string) => {
  const receipt = await findReceipt(ctx, number);
  await receiptsRepository.lock(ctx.tx, ctx.tenant.id, receipt.id);
  return findReceipt(ctx, number);
};
