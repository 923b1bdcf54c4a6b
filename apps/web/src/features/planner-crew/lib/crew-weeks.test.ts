import { describe, expect, it } from 'vitest';
import { daysOfMonth } from '@/lib/calendar/month';
import { shownWeek, stepWeek, weeksOf } from './crew-weeks';

// December 2026 starts on a Tuesday and ends on a Thursday.
const weeks = weeksOf(daysOfMonth('2026-12'));

describe('weeksOf', () => {
  it('cuts the month into Monday-to-Sunday weeks, shorter at the ends', () => {
    expect(weeks.map((week) => [week[0], week.at(-1)])).toEqual([
      ['2026-12-01', '2026-12-06'],
      ['2026-12-07', '2026-12-13'],
      ['2026-12-14', '2026-12-20'],
      ['2026-12-21', '2026-12-27'],
      ['2026-12-28', '2026-12-31'],
    ]);
  });
});

describe('shownWeek', () => {
  it("shows the chosen day's week, else today's, else the first", () => {
    expect(shownWeek(weeks, '2026-12-16', '2026-12-02')[0]).toBe('2026-12-14');
    expect(shownWeek(weeks, null, '2026-12-24')[0]).toBe('2026-12-21');
    expect(shownWeek(weeks, '2027-01-05', '2026-11-26')[0]).toBe('2026-12-01');
  });
});

describe('stepWeek', () => {
  it('steps to a day of the week before or after, into the next month at its ends', () => {
    expect(stepWeek(weeks[1] ?? [], 1)).toBe('2026-12-14');
    expect(stepWeek(weeks[1] ?? [], -1)).toBe('2026-12-06');
    expect(stepWeek(weeks[4] ?? [], 1)).toBe('2027-01-01');
    expect(stepWeek(weeks[0] ?? [], -1)).toBe('2026-11-30');
    expect(stepWeek([], 1)).toBeNull();
  });
});
