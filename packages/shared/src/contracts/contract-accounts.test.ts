import { describe, expect, it } from 'vitest';
import {
  accountSpan,
  accountTotals,
  contractAccounts,
  isContractActive,
  vacationDayMinutes,
  type ContractTerms,
} from './contract-accounts';
import { periodsBetween, weekStartOf } from './contract-periods';

const weekly: ContractTerms = {
  startDate: '2026-11-02',
  endDate: null,
  quotaUnit: 'week',
  quotaMinutes: 32 * 60,
  vacationMinutesPerYear: 0,
};
const hours = (value: number) => value * 60;
const none = { work: [], vacationDays: [], corrections: [] };

describe('contract periods', () => {
  it.each([
    ['2026-11-25', '2026-11-23'], // Wednesday
    ['2026-11-23', '2026-11-23'], // Monday itself
    ['2026-11-29', '2026-11-23'], // Sunday belongs to the week before
    ['2027-01-01', '2026-12-28'], // across the year
  ])('the week of %s starts on %s', (date, monday) => {
    expect(weekStartOf(date)).toBe(monday);
  });

  it('cuts the first and last week to the range', () => {
    expect(periodsBetween('2026-11-04', '2026-11-17', 'week')).toEqual([
      { start: '2026-11-04', end: '2026-11-08' },
      { start: '2026-11-09', end: '2026-11-15' },
      { start: '2026-11-16', end: '2026-11-17' },
    ]);
  });

  it('runs months over February in a leap year', () => {
    expect(periodsBetween('2028-01-15', '2028-03-01', 'month')).toEqual([
      { start: '2028-01-15', end: '2028-01-31' },
      { start: '2028-02-01', end: '2028-02-29' },
      { start: '2028-03-01', end: '2028-03-01' },
    ]);
  });
});

describe('contract accounts', () => {
  it('owes the full weekly quota in full weeks and carries the balance over', () => {
    const periods = contractAccounts({
      ...none,
      terms: weekly,
      today: '2026-11-15',
      work: [
        { date: '2026-11-03', plannedMinutes: hours(30), workedMinutes: hours(30) },
        { date: '2026-11-10', plannedMinutes: hours(36), workedMinutes: hours(36) },
      ],
    });
    expect(periods.map((period) => [period.quotaMinutes, period.timeBalanceMinutes])).toEqual([
      [hours(32), hours(-2)],
      [hours(32), hours(2)],
    ]);
  });

  it('owes a share of the quota in a partial first and last week', () => {
    const periods = contractAccounts({
      ...none,
      // Wednesday to Tuesday: 5 days, then 2 days.
      terms: { ...weekly, startDate: '2026-11-04', endDate: '2026-11-10', quotaMinutes: hours(35) },
      today: '2026-12-01',
    });
    expect(periods.map((period) => period.quotaMinutes)).toEqual([hours(25), hours(10)]);
    expect(periods.at(-1)!.timeBalanceMinutes).toBe(hours(-35));
  });

  it('owes a monthly quota by the days of that month', () => {
    const periods = contractAccounts({
      ...none,
      terms: { ...weekly, quotaUnit: 'month', quotaMinutes: hours(120), startDate: '2026-02-15' },
      today: '2026-03-31',
    });
    // 14 of February's 28 days, then all of March.
    expect(periods.map((period) => period.quotaMinutes)).toEqual([hours(60), hours(120)]);
  });

  it('owes quota only up to today and shows planned hours after it', () => {
    const periods = contractAccounts({
      ...none,
      terms: weekly,
      today: '2026-11-04', // Wednesday: 3 of 7 days due
      work: [{ date: '2026-11-20', plannedMinutes: hours(8), workedMinutes: 0 }],
    });
    expect(periods).toHaveLength(3);
    expect(periods[0]!.quotaMinutes).toBe(Math.round((hours(32) * 3) / 7));
    expect(periods[2]).toMatchObject({ quotaMinutes: 0, plannedMinutes: hours(8) });
    expect(accountTotals(periods).plannedMinutes).toBe(hours(8));
  });

  it('counts worked and planned hours of a DST week as given, quota by days', () => {
    // The week of 2026-10-25, when Europe leaves summer time: the quota stays 32 hours.
    const periods = contractAccounts({
      ...none,
      terms: { ...weekly, startDate: '2026-10-19' },
      today: '2026-11-01',
      work: [{ date: '2026-10-24', plannedMinutes: hours(9), workedMinutes: hours(9) }],
    });
    expect(periods.map((period) => period.quotaMinutes)).toEqual([hours(32), hours(32)]);
    expect(periods[0]!.workedMinutes).toBe(hours(9));
  });

  it('accrues vacation by the day and takes approved workdays at a fifth of the week', () => {
    const terms = { ...weekly, vacationMinutesPerYear: hours(146), startDate: '2026-01-05' };
    expect(vacationDayMinutes(terms)).toBe(hours(6.4));
    const periods = contractAccounts({
      ...none,
      terms,
      today: '2026-01-11',
      // Friday, Saturday (no workday) and Friday again (listed twice).
      vacationDays: ['2026-01-09', '2026-01-10', '2026-01-09'],
    });
    expect(periods[0]).toMatchObject({
      vacationAccruedMinutes: hours(2.8),
      vacationTakenMinutes: hours(6.4),
      vacationBalanceMinutes: hours(2.8) - hours(6.4),
      // The vacation day counts as worked for the time account.
      timeBalanceMinutes: hours(6.4) - hours(32),
    });
  });

  it('adds corrections to the account and period they are dated in', () => {
    const periods = contractAccounts({
      ...none,
      terms: { ...weekly, quotaMinutes: 0 },
      today: '2026-11-15',
      corrections: [
        { date: '2026-11-03', account: 'time', minutes: 90 },
        { date: '2026-11-12', account: 'vacation', minutes: -60 },
      ],
    });
    expect(
      periods.map((period) => [period.timeBalanceMinutes, period.vacationBalanceMinutes]),
    ).toEqual([
      [90, 0],
      [90, -60],
    ]);
  });

  it('covers at least the first period of a contract that starts later', () => {
    expect(accountSpan({ ...weekly, startDate: '2027-01-06' }, '2026-11-25', [])).toEqual({
      start: '2027-01-06',
      end: '2027-01-10',
    });
  });

  it.each([
    ['2026-11-01', false],
    ['2026-11-02', true],
    ['2026-12-31', true],
    ['2027-01-01', false],
  ])('a contract to 2026-12-31 is active on %s: %s', (today, active) => {
    expect(isContractActive({ startDate: '2026-11-02', endDate: '2026-12-31' }, today)).toBe(
      active,
    );
  });
});
