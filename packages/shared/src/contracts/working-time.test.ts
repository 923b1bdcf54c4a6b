import { describe, expect, it } from 'vitest';
import { jobInterval } from '../jobs/job-times';
import {
  defaultWorkingTimeLimits,
  shiftMinutes,
  workingTimeBreaches,
  workingTimeRefusalCode,
  type Shift,
} from './working-time';

const zone = 'Europe/Amsterdam';
const shift = (date: string, startTime: string, endTime: string): Shift => ({
  ...jobInterval({ startDate: date, endDate: date, startTime, endTime }, zone),
  date,
});
const check = (
  target: Shift,
  others: Shift[],
  quota: { unit: 'week' | 'month'; minutes: number } | null = null,
) => workingTimeBreaches({ shift: target, others, quota, limits: defaultWorkingTimeLimits });

describe('working-time rules', () => {
  it('passes a shift with enough rest, under the maximum and the quota', () => {
    expect(
      check(shift('2026-11-24', '08:00', '17:00'), [shift('2026-11-23', '08:00', '17:00')], {
        unit: 'week',
        minutes: 32 * 60,
      }),
    ).toEqual([]);
  });

  it('reports the hours short of the minimum rest, on either side', () => {
    const late = shift('2026-11-23', '14:00', '23:00');
    const early = shift('2026-11-24', '07:00', '15:00');
    const expected = [
      { rule: 'rest', limitMinutes: 660, actualMinutes: 480, differenceMinutes: 180 },
    ];
    expect(check(early, [late])).toEqual(expected);
    expect(check(late, [early])).toEqual(expected);
  });

  it('leaves touching or overlapping shifts to the double-booking check', () => {
    expect(
      check(shift('2026-11-23', '12:00', '16:00'), [shift('2026-11-23', '08:00', '12:00')]),
    ).toEqual([]);
  });

  it('reports the hours over the weekly maximum (Monday to Sunday only)', () => {
    const week = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26'].map((date) =>
      shift(date, '06:00', '18:00'),
    );
    const saturday = shift('2026-11-28', '08:00', '12:00');
    expect(check(saturday, week)).toEqual([
      { rule: 'weeklyMaximum', limitMinutes: 2880, actualMinutes: 3120, differenceMinutes: 240 },
    ]);
    // The Sunday before is another week.
    expect(check(shift('2026-11-22', '06:00', '10:00'), week)).toEqual([]);
  });

  it('reports the hours over a weekly or monthly quota; a quota of 0 never breaks', () => {
    const others = [shift('2026-11-02', '08:00', '18:00')];
    const target = shift('2026-11-20', '08:00', '18:00');
    expect(check(target, others, { unit: 'month', minutes: 16 * 60 })).toEqual([
      { rule: 'quota', limitMinutes: 960, actualMinutes: 1200, differenceMinutes: 240 },
    ]);
    expect(check(target, others, { unit: 'week', minutes: 16 * 60 })).toEqual([]);
    expect(check(target, others, { unit: 'month', minutes: 0 })).toEqual([]);
  });

  it('counts a night over the DST change in real hours', () => {
    // Europe/Amsterdam leaves summer time on 2026-10-25 at 03:00: 22:00-06:00 lasts 9 hours.
    const night: Shift = {
      ...jobInterval(
        { startDate: '2026-10-24', endDate: '2026-10-24', startTime: '22:00', endTime: '06:00' },
        zone,
      ),
      date: '2026-10-24',
    };
    expect(shiftMinutes(night)).toBe(9 * 60);
    const spring: Shift = {
      ...jobInterval(
        { startDate: '2026-03-28', endDate: '2026-03-28', startTime: '22:00', endTime: '06:00' },
        zone,
      ),
      date: '2026-03-28',
    };
    expect(shiftMinutes(spring)).toBe(7 * 60);
  });

  it('names the rest breach first when several rules break', () => {
    const breaches = check(
      shift('2026-11-24', '07:00', '15:00'),
      [shift('2026-11-23', '14:00', '23:00')],
      {
        unit: 'week',
        minutes: 8 * 60,
      },
    );
    expect(breaches.map((breach) => breach.rule)).toEqual(['rest', 'quota']);
    expect(workingTimeRefusalCode(breaches)).toBe('WORKING_TIME_REST_TOO_SHORT');
    expect(workingTimeRefusalCode([])).toBeNull();
  });
});
