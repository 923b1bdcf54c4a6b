import { describe, expect, it } from 'vitest';
import { invoiceAmounts, invoiceLineNetCents } from './invoice-amounts';
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

describe('amounts', () => {
  it.each([
    [7.5, 3250, 24375],
    [7.1, 1999, 14193],
    [0.01, 1, 0],
    [3, 0, 0],
  ])('%d x %d cents is %d cents', (quantity, unitPriceCents, expected) => {
    expect(invoiceLineNetCents({ quantity, unitPriceCents })).toBe(expected);
  });

  it('taxes once per rate on the sum of its lines', () => {
    const amounts = invoiceAmounts([
      { netCents: 105, taxRateBasisPoints: 2100 },
      { netCents: 105, taxRateBasisPoints: 2100 },
      { netCents: 1000, taxRateBasisPoints: 900 },
      { netCents: 500, taxRateBasisPoints: 0 },
    ]);
    expect(amounts.taxes).toEqual([
      { taxRateBasisPoints: 0, netCents: 500, taxCents: 0 },
      { taxRateBasisPoints: 900, netCents: 1000, taxCents: 90 },
      { taxRateBasisPoints: 2100, netCents: 210, taxCents: 44 },
    ]);
    expect(amounts).toMatchObject({ netCents: 1710, taxCents: 134, totalCents: 1844 });
  });
});

describe('inputs', () => {
  const line = {
    description: 'Travel',
    chargeKind: 'travel',
    quantity: 1,
    unitPriceCents: 4500,
    taxRateBasisPoints: 2100,
  };
  it.each([
    [{ items: [{ ...line, unitPriceCents: -1 }] }, 'items.0.unitPriceCents'],
    [{ items: [{ ...line, unitPriceCents: 1.5 }] }, 'items.0.unitPriceCents'],
    [{ items: [{ ...line, quantity: 1.234 }] }, 'items.0.quantity'],
    [{ items: [{ ...line, taxRateBasisPoints: 1234 }] }, 'items.0.taxRateBasisPoints'],
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
    expect(createInvoiceInputSchema.parse({ companyId: 3 })).toMatchObject({
      type: 'invoice',
      paymentTermDays: 14,
      includeSignedOffHours: true,
      items: [],
    });
  });
});

it('numbers per year with four digits and names activity events', () => {
  expect(invoiceNumber(2026, 7)).toBe('INV-2026-0007');
  expect(invoiceActivityEventOf(invoiceActivityCategory('released'))).toBe('released');
  expect(invoiceActivityEventOf('payroll.confirmed')).toBeNull();
});
