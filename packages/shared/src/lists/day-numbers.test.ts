import { describe, expect, it } from 'vitest';
import { dayOfNumber, timeOfMinutes } from './day-numbers';

describe('dayOfNumber', () => {
  it('counts days from day zero, either way and across months and years', () => {
    const dayOf = dayOfNumber('2026-12-30');
    expect([dayOf(0), dayOf(2), dayOf(-30), dayOf(61)]).toEqual([
      '2026-12-30',
      '2027-01-01',
      '2026-11-30',
      '2027-03-01',
    ]);
  });

  it('keeps whole days over a change of daylight saving time, in a zone that has one', () => {
    const zone = process.env.TZ;
    // Node reads TZ again when it changes: local days of 23 and 25 hours, were they counted.
    process.env.TZ = 'Europe/London';
    try {
      expect(dayOfNumber('2026-03-28')(2)).toBe('2026-03-30');
      expect(dayOfNumber('2026-10-24')(2)).toBe('2026-10-26');
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});

describe('timeOfMinutes', () => {
  it('writes minutes after midnight as HH:MM', () => {
    expect([0, 5, 480, 1_439].map(timeOfMinutes)).toEqual(['00:00', '00:05', '08:00', '23:59']);
    // A stored 24:00, the day's closing midnight, reads as it did as text.
    expect(timeOfMinutes(1_440)).toBe('24:00');
  });

  it('leaves a missing time missing', () => {
    expect(timeOfMinutes(null)).toBeNull();
  });
});
