import { describe, expect, it } from 'vitest';
import {
  formatDay,
  formatDayRange,
  formatHours,
  formatMoney,
  formatPeriod,
  formatTimeRange,
} from './format';

describe('formatDay', () => {
  it('keeps the calendar day whatever the time zone', () => {
    expect(formatDay('en-GB', '2026-11-23')).toBe('Mon 23 Nov');
    expect(formatDay('en-GB', '2026-11-23', 'long')).toMatch(/^Monday,? 23 November 2026$/);
  });
});

describe('formatDayRange', () => {
  it.each([
    ['2026-11-23', null, 'Mon 23 Nov'],
    ['2026-11-23', '2026-11-23', 'Mon 23 Nov'],
    ['2026-11-23', '2026-11-25', 'Mon 23 Nov – Wed 25 Nov'],
  ])('%s to %s', (start, end, expected) => {
    expect(formatDayRange('en-GB', start, end)).toBe(expected);
  });
});

describe('formatTimeRange', () => {
  it.each([
    ['08:00', '17:00', '08:00–17:00'],
    ['08:00', null, '08:00'],
    [null, null, null],
  ])('%s-%s', (start, end, expected) => {
    expect(formatTimeRange(start, end)).toBe(expected);
  });
});

describe('formatHours', () => {
  it('uses the language decimal sign', () => {
    expect(formatHours('en', 7.25)).toBe('7.25');
    expect(formatHours('nl', 7.5)).toBe('7,5');
  });
});

describe('formatMoney', () => {
  it.each([
    ['en', 123450, '€1,234.50'],
    ['nl', 123450, '€ 1.234,50'],
    ['de', 123450, '1.234,50 €'],
    ['en', -1, '-€0.01'],
    ['en', null, '–'],
  ])('%s writes %s cents as %s', (language, cents, text) => {
    expect(formatMoney(language, cents).replace(/\s/g, ' ')).toBe(text);
  });
});

describe('formatPeriod', () => {
  it('names a whole month, else the days', () => {
    expect(formatPeriod('en', '2026-10-01', '2026-10-31')).toBe('October 2026');
    expect(formatPeriod('en', '2026-02-01', '2026-02-28')).toBe('February 2026');
    expect(formatPeriod('en', '2026-10-01', '2026-10-15')).toBe('Thu 1 Oct – Thu 15 Oct');
  });
});
