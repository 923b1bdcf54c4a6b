import { describe, expect, it } from 'vitest';
import {
  declinePayrollItemInputSchema,
  updatePayrollItemInputSchema,
} from './payroll-inputs.schema';
import {
  payrollActivityCategory,
  payrollActivityEventOf,
  payrollActivityEvents,
  payrollConfirmRefusal,
  payrollEditRefusal,
  payrollFeedbackDueDate,
  payrollItemDeclineRefusal,
  payrollItemStatusAfterCorrection,
  payrollLineAmounts,
  payrollLineSumCents,
  payrollTotalCents,
} from './payroll-rules';

describe('payroll amounts in cents', () => {
  it.each([
    { hours: 8, rateCents: 1850, addOnCents: 0, sumCents: 14800, totalCents: 14800 },
    { hours: 7.5, rateCents: 1835, addOnCents: 1240, sumCents: 13763, totalCents: 15003 },
    { hours: 0.25, rateCents: 2222, addOnCents: 0, sumCents: 556, totalCents: 556 },
    { hours: 0, rateCents: 0, addOnCents: 3500, sumCents: 0, totalCents: 3500 },
    { hours: 9.75, rateCents: 2100, addOnCents: -1550, sumCents: 20475, totalCents: 18925 },
    // 1.15 x 1650 is 1897.4999… in floating point; counted in hundredths it is exactly a half.
    { hours: 1.15, rateCents: 1650, addOnCents: 0, sumCents: 1898, totalCents: 1898 },
    { hours: 0.01, rateCents: 50, addOnCents: 0, sumCents: 1, totalCents: 1 },
    { hours: 0.01, rateCents: 49, addOnCents: 0, sumCents: 0, totalCents: 0 },
  ])(
    '$hours h x $rateCents + $addOnCents = $totalCents',
    ({ hours, rateCents, addOnCents, sumCents, totalCents }) => {
      expect(payrollLineAmounts({ hours, rateCents, addOnCents })).toEqual({
        sumCents,
        totalCents,
      });
    },
  );

  it('rounds a half cent away from zero for a negative rate too', () => {
    expect(payrollLineSumCents(0.01, -50)).toBe(-1);
  });

  it('adds line totals to the payroll total', () => {
    expect(payrollTotalCents([10, 20])).toBe(30);
    expect(payrollTotalCents([14800, 15003, -1250])).toBe(28553);
    expect(payrollTotalCents([])).toBe(0);
  });
});

describe('confirming and declining', () => {
  it.each([
    ['to_confirm', 0, null],
    ['to_confirm', 2, 'PAYROLL_HAS_DECLINED_ITEMS'],
    ['confirmed', 0, 'PAYROLL_NOT_TO_CONFIRM'],
    ['paid', 1, 'PAYROLL_NOT_TO_CONFIRM'],
  ] as const)('a %s payroll with %d declined lines: %s', (status, declinedItemCount, refusal) => {
    expect(payrollConfirmRefusal({ status, declinedItemCount })).toBe(refusal);
  });

  it.each([
    ['to_confirm', 'open', null],
    ['to_confirm', 'corrected', null],
    ['to_confirm', 'declined', 'PAYROLL_ITEM_ALREADY_DECLINED'],
    ['confirmed', 'open', 'PAYROLL_NOT_TO_CONFIRM'],
    ['paid', 'declined', 'PAYROLL_NOT_TO_CONFIRM'],
  ] as const)('declining a %s line of a %s payroll: %s', (payroll, item, refusal) => {
    expect(payrollItemDeclineRefusal(payroll, item)).toBe(refusal);
  });

  it.each([
    ['declined', 'corrected'],
    ['open', 'open'],
    ['corrected', 'corrected'],
  ] as const)('an office correction turns a %s line %s', (before, after) => {
    expect(payrollItemStatusAfterCorrection(before)).toBe(after);
  });

  it.each([
    ['to_confirm', null],
    ['confirmed', 'PAYROLL_NOT_TO_CONFIRM'],
    ['paid', 'PAYROLL_NOT_TO_CONFIRM'],
  ] as const)('the office edits lines of a %s payroll: %s', (status, refusal) => {
    expect(payrollEditRefusal(status)).toBe(refusal);
  });
});

describe('feedback task', () => {
  it.each([
    // 23:30 UTC is already the next day in Amsterdam.
    ['2026-11-23T23:30:00Z', '2026-11-25'],
    ['2026-11-23T09:00:00Z', '2026-11-24'],
    ['2026-12-31T12:00:00Z', '2027-01-01'],
  ])('declined at %s is due %s', (instant, due) => {
    expect(payrollFeedbackDueDate(new Date(instant))).toBe(due);
  });
});

describe('inputs', () => {
  it.each([
    [{ feedback: 'The hours are wrong' }, true],
    [{ feedback: '   ' }, false],
    [{ feedback: 'x'.repeat(2001) }, false],
    [{}, false],
  ])('decline %j valid: %s', (input, valid) => {
    expect(declinePayrollItemInputSchema.safeParse(input).success).toBe(valid);
  });

  it.each([
    [{ hours: 7.5 }, true],
    [{ rateCents: 1835, addOnCents: -1000 }, true],
    [{ rateCents: 18.35 }, false],
    [{ hours: 7.555 }, false],
    [{ hours: -1 }, false],
    [{ description: '' }, false],
    [{}, false],
  ])('update %j valid: %s', (input, valid) => {
    expect(updatePayrollItemInputSchema.safeParse(input).success).toBe(valid);
  });
});

describe('payroll activity events', () => {
  it.each([
    ['payroll.declined', 'declined'],
    ['payroll.confirmed', 'confirmed'],
    ['payroll', null],
    ['payroll.other', null],
    [null, null],
  ])('reads %s as %s', (category, event) => {
    expect(payrollActivityEventOf(category)).toBe(event);
  });

  it('round-trips every event', () => {
    for (const event of payrollActivityEvents) {
      expect(payrollActivityEventOf(payrollActivityCategory(event))).toBe(event);
    }
  });
});
