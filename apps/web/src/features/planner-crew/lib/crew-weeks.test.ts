import { describe, expect, it } from 'vitest';
import { stepWeek, weekAnchor, weekOf } from './crew-weeks';

describe('weekOf', () => {
  it('gives the whole Monday-to-Sunday week, across a month end', () => {
    // 2 December 2026 is a Wednesday.
    const week = weekOf('2026-12-02');
    expect(week).toHaveLength(7);
    expect([week[0], week.at(-1)]).toEqual(['2026-11-30', '2026-12-06']);
    expect(weekOf('2026-12-06')).toEqual(week);
  });
});

describe('weekAnchor', () => {
  it("keeps the chosen Monday in its month, else today's week, else the first Monday", () => {
    expect(weekAnchor('2026-12', '2026-12-14', '2026-12-02')).toBe('2026-12-14');
    expect(weekAnchor('2026-12', '2026-11-23', '2026-12-02')).toBe('2026-12-02');
    // 1 January 2027 is a Friday; 1 June 2026 a Monday.
    expect(weekAnchor('2027-01', '2026-12-14', '2026-12-02')).toBe('2027-01-04');
    expect(weekAnchor('2026-06', null, '2026-12-02')).toBe('2026-06-01');
  });
});

describe('stepWeek', () => {
  it('steps to the Monday a week before or after', () => {
    const week = weekOf('2026-12-02');
    expect(stepWeek(week, 1)).toBe('2026-12-07');
    expect(stepWeek(week, -1)).toBe('2026-11-23');
    expect(stepWeek([], 1)).toBeNull();
  });
});
