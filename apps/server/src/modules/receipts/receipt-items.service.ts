import { receiptEditRefusal, type ReceiptDetail, type ReceiptItemInput } from '@crewhub/shared';
import { notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/request-context';
import { assertOwnReceipt, findReceiptForChange, receiptScopeOf, refuse } from './receipt-access';
import { receiptsRepository } from './receipts.repository';
import { getReceipt } from './receipts.service';

const notDraft = 'Lines change only while the receipt is a draft';

/** The receipt a change goes to: the caller's own draft, locked. */
const ownDraft = async (ctx: RequestContext, number: string) => {
  const receipt = await findReceiptForChange(ctx, number);
  assertOwnReceipt(ctx, receipt);
  refuse(receiptEditRefusal(receipt.status), notDraft);
  return receipt;
};

const ownDraftOfItem = async (ctx: RequestContext, itemId: number) => {
  const item = await receiptsRepository.item(ctx.tx, ctx.tenant.id, itemId, receiptScopeOf(ctx));
  if (!item) throw notFound('Receipt item');
  return { item, receipt: await ownDraft(ctx, item.receiptNumber) };
};

const afterLinesChanged = async (ctx: RequestContext, receipt: { id: number; number: string }) => {
  await receiptsRepository.updateTotals(ctx.tx, ctx.tenant.id, receipt.id, ctx.clock.now());
  return getReceipt(ctx, receipt.number);
};

/** POST /receipts/{number}/items: one more line on a draft. */
export const addReceiptItem = async (
  ctx: RequestContext,
  number: string,
  input: ReceiptItemInput,
): Promise<ReceiptDetail> => {
  const receipt = await ownDraft(ctx, number);
  await receiptsRepository.insertItems(ctx.tx, ctx.tenant.id, receipt.id, [input]);
  return afterLinesChanged(ctx, receipt);
};

/** POST /receiptItems/{id}: change a line of a draft. */
export const updateReceiptItem = async (
  ctx: RequestContext,
  id: number,
  input: ReceiptItemInput,
): Promise<ReceiptDetail> => {
  const { receipt } = await ownDraftOfItem(ctx, id);
  await receiptsRepository.updateItem(ctx.tx, ctx.tenant.id, id, input);
  return afterLinesChanged(ctx, receipt);
};

/** DELETE /receiptItems/{id}: drop a line of a draft. */
export const deleteReceiptItem = async (
  ctx: RequestContext,
  id: number,
): Promise<ReceiptDetail> => {
  const { receipt } = await ownDraftOfItem(ctx, id);
  await receiptsRepository.deleteItem(ctx.tx, ctx.tenant.id, id);
  return afterLinesChanged(ctx, receipt);
};
