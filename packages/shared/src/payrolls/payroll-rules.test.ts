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
  payrollTotal,
  roundCents,
} from './payroll-rules';

describe('payroll amounts', () => {
  it.each([
    [1.005, 1.01],
    [2.675, 2.68],
    [-1.005, -1.01],
    [10, 10],
    [0.004, 0],
    [-0.004, 0],
  ])('rounds %d to cents: %d', (amount, expected) => {
    expect(roundCents(amount)).toBe(expected);
  });

  it.each([
    { hours: 8, rate: 18.5, addOn: 0, sum: 148, total: 148 },
    { hours: 7.5, rate: 18.35, addOn: 12.4, sum: 137.63, total: 150.03 },
    { hours: 0.25, rate: 22.22, addOn: 0, sum: 5.56, total: 5.56 },
    { hours: 0, rate: 0, addOn: 35, sum: 0, total: 35 },
    { hours: 9.75, rate: 21, addOn: -15.5, sum: 204.75, total: 189.25 },
  ])('$hours h x $rate + $addOn = $total', ({ hours, rate, addOn, sum, total }) => {
    expect(payrollLineAmounts({ hours, rate, addOn })).toEqual({ sum, total });
  });

  it('adds line totals to the payroll total in cents', () => {
    expect(payrollTotal([0.1, 0.2])).toBe(0.3);
    expect(payrollTotal([148, 150.03, -12.5])).toBe(285.53);
    expect(payrollTotal([])).toBe(0);
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
    [{ rate: 18.35, addOn: -10 }, true],
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
