import { describe, expect, it } from 'vitest';
import { changedDays, columnTotal, gridDaysOf } from './grid-values';

const row = (date: string, amountCents: number | null, hours: number | null = null) => ({
  id: 1,
  plusCrewValueId: 1,
  valueTypeId: 2,
  date,
  amountCents,
  hours,
  dataSourceType: 'manual' as const,
});

describe('grid values', () => {
  const days = gridDaysOf('2028-02', {
    turnover: [row('2028-02-29', 1000), row('2028-02-29', 250)],
    target: [row('2028-02-01', 0)],
    hours: [row('2028-02-29', null, 7.5)],
  });

  it('starts from the daily sums and leaves days without rows empty', () => {
    expect(Object.keys(days)).toHaveLength(29);
    expect(days['2028-02-29']).toEqual({ turnover: 12.5, target: '', hours: 7.5 });
    expect(days['2028-02-01']).toEqual({ turnover: '', target: 0, hours: '' });
  });

  it('sends only the changed figures, null for a cleared one', () => {
    const after = {
      ...days,
      '2028-02-29': { turnover: '' as const, target: '' as const, hours: 7.5 },
      '2028-02-02': { turnover: 99.99, target: '' as const, hours: 4.25 },
    };
    expect(changedDays(days, after)).toEqual([
      { date: '2028-02-02', actualTurnoverCents: 9999, staffHours: 4.25 },
      { date: '2028-02-29', actualTurnoverCents: null },
    ]);
    expect(columnTotal(after, 'turnover')).toBe(99.99);
  });
});
