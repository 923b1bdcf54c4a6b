import { describe, expect, it } from 'vitest';
import { isMonth, monthGrid, shiftMonth } from './month-grid';

describe('monthGrid', () => {
  it('starts on the Monday before the 1st and ends on the Sunday after the last day', () => {
    // November 2026 begins on a Sunday and ends on a Monday.
    const weeks = monthGrid('2026-11');
    expect(weeks).toHaveLength(6);
    expect(weeks[0]?.[0]).toEqual({ date: '2026-10-26', inMonth: false });
    expect(weeks[0]?.[6]).toEqual({ date: '2026-11-01', inMonth: true });
    expect(weeks.at(-1)?.[0]).toEqual({ date: '2026-11-30', inMonth: true });
    expect(weeks.at(-1)?.[6]).toEqual({ date: '2026-12-06', inMonth: false });
  });

  it('needs only four weeks for a February that starts on Monday', () => {
    const weeks = monthGrid('2027-02');
    expect(weeks).toHaveLength(4);
    expect(weeks.flat().every((day) => day.inMonth)).toBe(true);
  });

  it('handles leap days and a month starting on Monday', () => {
    const days = monthGrid('2028-02').flat();
    expect(days.filter((day) => day.inMonth)).toHaveLength(29);
    expect(monthGrid('2026-06')[0]?.[0]).toEqual({ date: '2026-06-01', inMonth: true });
  });

  it('always has whole weeks', () => {
    for (let month = 1; month <= 12; month += 1) {
      const weeks = monthGrid(`2026-${String(month).padStart(2, '0')}`);
      expect(weeks.every((week) => week.length === 7)).toBe(true);
    }
  });
});

describe('shiftMonth', () => {
  it.each([
    ['2026-11', 1, '2026-12'],
    ['2026-12', 1, '2027-01'],
    ['2026-01', -1, '2025-12'],
    ['2026-03', -13, '2025-02'],
  ])('%s + %i = %s', (month, by, expected) => {
    expect(shiftMonth(month, by)).toBe(expected);
  });
});

describe('isMonth', () => {
  it('checks month values', () => {
    expect(isMonth('2026-11')).toBe(true);
    expect(isMonth('2026-13')).toBe(false);
    expect(isMonth(null)).toBe(false);
  });
});
