import { describe, expect, it } from 'vitest';
import {
  receiptActions,
  receiptDecisionRefusal,
  receiptEditRefusal,
  receiptSubmitRefusal,
  receiptTotals,
} from './receipt-rules';
import { receiptItemInputSchema, receiptStatuses, type ReceiptStatus } from './receipt.schema';

describe('receipt transitions', () => {
  it.each<[ReceiptStatus, string | null, string | null]>([
    ['draft', null, 'RECEIPT_NOT_SUBMITTED'],
    ['submitted', 'RECEIPT_NOT_DRAFT', null],
    ['approved', 'RECEIPT_NOT_DRAFT', 'RECEIPT_NOT_SUBMITTED'],
    ['rejected', 'RECEIPT_NOT_DRAFT', 'RECEIPT_NOT_SUBMITTED'],
  ])('%s: edit %s, decide %s', (status, edit, decide) => {
    expect(receiptEditRefusal(status)).toBe(edit);
    expect(receiptDecisionRefusal(status)).toBe(decide);
  });

  it.each([
    [{ status: 'draft' as const, itemCount: 1, documentCount: 1 }, null],
    [{ status: 'draft' as const, itemCount: 0, documentCount: 1 }, 'RECEIPT_WITHOUT_ITEMS'],
    [{ status: 'draft' as const, itemCount: 2, documentCount: 0 }, 'RECEIPT_WITHOUT_DOCUMENT'],
    [{ status: 'submitted' as const, itemCount: 1, documentCount: 1 }, 'RECEIPT_NOT_DRAFT'],
  ])('submit %o: %s', (receipt, refusal) => {
    expect(receiptSubmitRefusal(receipt)).toBe(refusal);
  });
});

describe('receiptActions', () => {
  const ready = { itemCount: 1, documentCount: 1 };
  it('gives the owner the draft actions and the office the decision', () => {
    for (const status of receiptStatuses) {
      const own = receiptActions(
        { status, ...ready },
        { isOwn: true, canDecide: false, canDelete: true },
      );
      expect(own).toEqual({
        edit: status === 'draft',
        submit: status === 'draft',
        decide: false,
        delete: status === 'draft',
        copy: true,
      });
      const office = receiptActions(
        { status, ...ready },
        { isOwn: false, canDecide: true, canDelete: true },
      );
      expect(office.decide).toBe(status === 'submitted');
      expect(office.copy).toBe(false);
    }
  });
});

describe('receipt amounts', () => {
  it('sums lines and refuses tax above the amount or negative cents', () => {
    expect(
      receiptTotals([
        { amountCents: 1210, taxCents: 210 },
        { amountCents: 450, taxCents: 0 },
      ]),
    ).toEqual({ totalCents: 1660, taxCents: 210 });
    const parse = (item: object) => receiptItemInputSchema.safeParse(item).success;
    expect(parse({ description: 'Parking', amountCents: 500, taxCents: 87 })).toBe(true);
    expect(parse({ description: 'Parking', amountCents: 500, taxCents: 501 })).toBe(false);
    expect(parse({ description: 'Parking', amountCents: -1, taxCents: 0 })).toBe(false);
    expect(parse({ description: 'Parking', amountCents: 1.5, taxCents: 0 })).toBe(false);
  });
});
