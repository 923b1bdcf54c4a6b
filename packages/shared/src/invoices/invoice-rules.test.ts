import { describe, expect, it } from 'vitest';
import { invoiceAmounts, invoiceLineAmounts } from './invoice-amounts';
import { createInvoiceInputSchema, updateInvoiceInputSchema } from './invoice-inputs.schema';
import {
  invoiceActions,
  invoiceActivityCategory,
  invoiceActivityEventOf,
  invoiceNumber,
  invoiceStatusOn,
} from './invoice-rules';

describe('invoiceStatusOn', () => {
  it.each([
    ['design', '2026-11-01', 'design'],
    ['released', '2026-11-23', 'released'],
    ['released', '2026-11-22', 'unpaid'],
    ['paid', '2026-11-01', 'paid'],
  ] as const)('%s due %s reads as %s on 2026-11-23', (stored, due, expected) => {
    expect(invoiceStatusOn(stored, due, '2026-11-23')).toBe(expected);
  });
});

describe('invoiceActions', () => {
  it.each([
    ['design', { edit: true, release: true, markPaid: false }],
    ['released', { edit: false, release: false, markPaid: true }],
    ['unpaid', { edit: false, release: false, markPaid: true }],
    ['paid', { edit: false, release: false, markPaid: false }],
  ] as const)('%s allows %o', (status, expected) => {
    expect(invoiceActions(status)).toEqual(expected);
  });
});

describe('invoiceLineAmounts', () => {
  it.each([
    // quantity, unit price, rate (basis points) -> net, tax, total
    [7.5, 3250, 2100, 24375, 5119, 29494],
    [7.1, 1999, 2100, 14193, 2981, 17174],
    [0.01, 1, 2100, 0, 0, 0],
    [0.5, 1, 0, 1, 0, 1],
    [3, 0, 2100, 0, 0, 0],
    [1, 50, 900, 50, 5, 55],
    [1, 5, 1000, 5, 1, 6],
    [1, 4, 1250, 4, 1, 5],
    [1, 3, 1250, 3, 0, 3],
    [2, 4500, 2100, 9000, 1890, 10890],
    [10_000, 100_000, 10_000, 1_000_000_000, 1_000_000_000, 2_000_000_000],
  ])(
    '%d x %d cents at %d bp: net %d, tax %d, total %d',
    (quantity, price, rate, net, tax, total) => {
      expect(
        invoiceLineAmounts({ quantity, unitPriceCents: price, taxRateBasisPoints: rate }),
      ).toEqual({ netCents: net, taxCents: tax, totalCents: total });
    },
  );
});

describe('invoiceAmounts', () => {
  const high = { taxTypeId: 1, taxTypeName: 'VAT high', taxRateBasisPoints: 2100 };
  const low = { taxTypeId: 2, taxTypeName: 'VAT low', taxRateBasisPoints: 900 };
  const zero = { taxTypeId: 3, taxTypeName: 'VAT zero', taxRateBasisPoints: 0 };
  const reverse = { taxTypeId: 4, taxTypeName: 'Reverse charge', taxRateBasisPoints: 0 };
  const line = (type: typeof high, netCents: number) => ({
    ...type,
    netCents,
    taxCents: invoiceLineAmounts({ quantity: 1, unitPriceCents: netCents, ...type }).taxCents,
  });

  it.each([
    ['no lines', [], 0, 0, []],
    // Two lines of 1.05 at 21 % carry 0.22 each (per line), not 0.44 of 2.10 rounded once.
    [
      'tax rounded per line',
      [line(high, 105), line(high, 105)],
      210,
      44,
      [{ ...high, netCents: 210, taxCents: 44 }],
    ],
    [
      'one sum per tax type, lowest rate first, same rate by name',
      [line(high, 1000), line(zero, 500), line(low, 1000), line(reverse, 700)],
      3200,
      300,
      [
        { ...reverse, netCents: 700, taxCents: 0 },
        { ...zero, netCents: 500, taxCents: 0 },
        { ...low, netCents: 1000, taxCents: 90 },
        { ...high, netCents: 1000, taxCents: 210 },
      ],
    ],
  ])('%s', (_, lines, net, tax, taxes) => {
    expect(invoiceAmounts(lines)).toEqual({
      netCents: net,
      taxCents: tax,
      totalCents: net + tax,
      taxes,
    });
  });
});

describe('inputs', () => {
  const line = {
    description: 'Travel',
    chargeTypeId: 3,
    quantity: 1,
    unitPriceCents: 4500,
    taxTypeId: 1,
  };
  it.each([
    [{ items: [{ ...line, unitPriceCents: -1 }] }, 'items.0.unitPriceCents'],
    [{ items: [{ ...line, unitPriceCents: 1.5 }] }, 'items.0.unitPriceCents'],
    [{ items: [{ ...line, quantity: 1.234 }] }, 'items.0.quantity'],
    [{ items: [{ ...line, taxTypeId: 0 }] }, 'items.0.taxTypeId'],
    [{ items: [{ ...line, chargeTypeId: undefined }] }, 'items.0.chargeTypeId'],
    [{ projectId: 4 }, 'hoursChargeTypeId'],
    [{ projectId: 4, hoursChargeTypeId: 2 }, 'hoursTaxTypeId'],
    [{ startDate: '2026-11-10', endDate: '2026-11-09' }, 'endDate'],
    [{ startDate: '2026-02-30' }, 'startDate'],
  ])('refuses %o at %s', (input, field) => {
    const result = createInvoiceInputSchema.safeParse({ companyId: 1, ...input });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path.join('.')).toBe(field);
  });

  it('fills defaults and accepts a one-day period', () => {
    const parsed = updateInvoiceInputSchema.parse({
      startDate: '2026-11-10',
      endDate: '2026-11-10',
    });
    expect(parsed.startDate).toBe('2026-11-10');
    const created = createInvoiceInputSchema.parse({ companyId: 3 });
    expect(created).toMatchObject({ type: 'invoice', includeSignedOffHours: true, items: [] });
    // Left out, the company's own payment term applies when the invoice is made.
    expect(created.paymentTermDays).toBeUndefined();
  });
});

it('numbers per year with four digits and names activity events', () => {
  expect(invoiceNumber(2026, 7)).toBe('INV-2026-0007');
  expect(invoiceActivityEventOf(invoiceActivityCategory('released'))).toBe('released');
  expect(invoiceActivityEventOf('payroll.confirmed')).toBeNull();
});
