import { describe, expect, it } from 'vitest';
import { localDateOf, zonedTimeToUtc } from './zoned-time';

describe('zonedTimeToUtc', () => {
  it.each([
    ['2026-11-23', '08:00', 'Europe/Amsterdam', '2026-11-23T07:00:00.000Z'],
    ['2026-07-01', '08:00', 'Europe/Amsterdam', '2026-07-01T06:00:00.000Z'],
    ['2026-11-23', '08:00:00', 'UTC', '2026-11-23T08:00:00.000Z'],
    ['2026-11-23', '23:30', 'America/New_York', '2026-11-24T04:30:00.000Z'],
    // The morning the clocks go forward in the Netherlands.
    ['2026-03-29', '04:00', 'Europe/Amsterdam', '2026-03-29T02:00:00.000Z'],
    ['2026-10-25', '04:00', 'Europe/Amsterdam', '2026-10-25T03:00:00.000Z'],
  ])('%s %s in %s is %s', (date, time, zone, expected) => {
    expect(zonedTimeToUtc(date, time, zone).toISOString()).toBe(expected);
  });
});

describe('local dates', () => {
  it.each([
    ['2026-11-23T22:30:00Z', 'Europe/Amsterdam', '2026-11-23'],
    ['2026-11-23T23:30:00Z', 'Europe/Amsterdam', '2026-11-24'],
    ['2026-11-23T03:00:00Z', 'America/New_York', '2026-11-22'],
  ])('%s in %s is %s', (instant, zone, expected) => {
    expect(localDateOf(new Date(instant), zone)).toBe(expected);
  });
});
