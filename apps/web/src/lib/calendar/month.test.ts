import { describe, expect, it } from 'vitest';
import {
  daysOfMonth,
  isMonth,
  lastDayOf,
  monthWeeks,
  shiftMonth,
  todayIso,
  visiblePeriod,
  weekdayIndex,
} from './month';

describe('month helpers', () => {
  it('validates months', () => {
    expect(isMonth('2026-05')).toBe(true);
    expect(isMonth('2026-13')).toBe(false);
    expect(isMonth(null)).toBe(false);
  });

  it('knows month ends, leap years included', () => {
    expect(lastDayOf('2024-02')).toBe('2024-02-29');
    expect(lastDayOf('2026-02')).toBe('2026-02-28');
    expect(daysOfMonth('2026-01')).toHaveLength(31);
  });

  it('moves across years', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2025-12', 1)).toBe('2026-01');
  });

  it('counts weekdays from Monday', () => {
    expect(weekdayIndex('2026-06-01')).toBe(0); // a Monday
    expect(weekdayIndex('2026-05-31')).toBe(6); // a Sunday
  });

  it('covers a month with whole Monday-first weeks', () => {
    const weeks = monthWeeks('2026-05'); // May 2026 starts on a Friday, ends on a Sunday
    expect(weeks).toHaveLength(5);
    expect(weeks[0]?.[0]).toBe('2026-04-27');
    expect(weeks.at(-1)?.[6]).toBe('2026-05-31');
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(visiblePeriod('2026-05')).toEqual({ from: '2026-04-27', to: '2026-05-31' });
  });

  it('takes today from the device calendar', () => {
    expect(todayIso(new Date(2026, 0, 9, 0, 30))).toBe('2026-01-09');
  });
});
