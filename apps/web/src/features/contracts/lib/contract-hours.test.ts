import type { ContractPeriod } from '@crewhub/shared';
import { describe, expect, it } from 'vitest';
import { accountSeries, hoursOf, periodLabel } from './contract-hours';

const period = (start: string, time: number, vacation: number): ContractPeriod => ({
  start,
  end: start,
  quotaMinutes: 0,
  plannedMinutes: 0,
  workedMinutes: 0,
  vacationTakenMinutes: 0,
  timeCorrectionMinutes: 0,
  timeBalanceMinutes: time,
  vacationAccruedMinutes: 0,
  vacationCorrectionMinutes: 0,
  vacationBalanceMinutes: vacation,
});

describe('contract hours', () => {
  it.each([
    [90, 1.5],
    [-86, -1.43],
    [0, 0],
  ])('%i minutes are %d hours', (minutes, hours) => {
    expect(hoursOf(minutes)).toBe(hours);
  });

  it('labels weeks by their Monday and months by name', () => {
    expect(periodLabel('en-GB', period('2026-11-02', 0, 0), 'week')).toBe('2 Nov');
    expect(periodLabel('en-GB', period('2026-11-01', 0, 0), 'month')).toBe('Nov 2026');
  });

  it('turns the periods into chart rows in hours', () => {
    expect(accountSeries('en-GB', [period('2026-11-02', -90, 120)], 'week')).toEqual([
      { period: '2 Nov', time: -1.5, vacation: 2 },
    ]);
  });
});
