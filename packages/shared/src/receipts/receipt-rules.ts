import type { ReceiptActions, ReceiptRefusal, ReceiptStatus } from './receipt.schema';

/** Lines, documents and the receipt itself change only while it is a draft. */
export const receiptEditRefusal = (status: ReceiptStatus): ReceiptRefusal | null =>
  status === 'draft' ? null : 'RECEIPT_NOT_DRAFT';

/** A draft goes to the office with at least one line and the photo or PDF of the paper. */
export const receiptSubmitRefusal = (receipt: {
  status: ReceiptStatus;
  itemCount: number;
  documentCount: number;
}): ReceiptRefusal | null => {
  if (receipt.status !== 'draft') return 'RECEIPT_NOT_DRAFT';
  if (receipt.itemCount === 0) return 'RECEIPT_WITHOUT_ITEMS';
  return receipt.documentCount === 0 ? 'RECEIPT_WITHOUT_DOCUMENT' : null;
};

/** The office approves or rejects a submitted receipt once. */
export const receiptDecisionRefusal = (status: ReceiptStatus): ReceiptRefusal | null =>
  status === 'submitted' ? null : 'RECEIPT_NOT_SUBMITTED';

/** The receipt's total and tax: the sums of its lines, in cents. */
export const receiptTotals = (items: readonly { amountCents: number; taxCents: number }[]) => ({
  totalCents: items.reduce((sum, item) => sum + item.amountCents, 0),
  taxCents: items.reduce((sum, item) => sum + item.taxCents, 0),
});

/**
 * The actions a caller has on a receipt: its own person edits, submits and deletes drafts and
 * copies any; the office (receipts EDIT over all) decides submitted ones and may delete drafts.
 */
export const receiptActions = (
  receipt: { status: ReceiptStatus; itemCount: number; documentCount: number },
  caller: { isOwn: boolean; canDecide: boolean; canDelete: boolean },
): ReceiptActions => ({
  edit: caller.isOwn && receiptEditRefusal(receipt.status) === null,
  submit: caller.isOwn && receiptSubmitRefusal(receipt) === null,
  decide: caller.canDecide && receiptDecisionRefusal(receipt.status) === null,
  delete: caller.canDelete && receiptEditRefusal(receipt.status) === null,
  copy: caller.isOwn,
});
