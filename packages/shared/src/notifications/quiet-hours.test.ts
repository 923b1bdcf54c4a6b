import { describe, expect, it } from 'vitest';
import { pushTimeAfterQuietHours } from './quiet-hours';

const night = { quietFrom: '22:00', quietUntil: '07:00' };
const at = (iso: string) => new Date(iso);

describe('pushTimeAfterQuietHours', () => {
  it('lets a push through in the day', () => {
    const noon = at('2026-11-26T11:00:00Z');
    expect(pushTimeAfterQuietHours(noon, 'Europe/Amsterdam', night)).toEqual(noon);
  });

  it('holds a push in the evening until the next morning in the person’s zone', () => {
    // 23:30 in Amsterdam (UTC+1 in November) → 07:00 the next day local = 06:00 UTC.
    expect(
      pushTimeAfterQuietHours(at('2026-11-26T22:30:00Z'), 'Europe/Amsterdam', night).toISOString(),
    ).toBe('2026-11-27T06:00:00.000Z');
  });

  it('holds a push after midnight until the same morning', () => {
    expect(
      pushTimeAfterQuietHours(at('2026-11-27T02:00:00Z'), 'Europe/Amsterdam', night).toISOString(),
    ).toBe('2026-11-27T06:00:00.000Z');
  });

  it('reads the night in the person’s own time zone', () => {
    // 22:30 UTC is 17:30 in New York: not quiet there.
    const evening = at('2026-11-26T22:30:00Z');
    expect(pushTimeAfterQuietHours(evening, 'America/New_York', night)).toEqual(evening);
  });

  it('supports quiet hours within one day and none at all', () => {
    const afternoon = { quietFrom: '13:00', quietUntil: '15:00' };
    expect(
      pushTimeAfterQuietHours(at('2026-11-26T13:30:00Z'), 'UTC', afternoon).toISOString(),
    ).toBe('2026-11-26T15:00:00.000Z');
    const none = { quietFrom: '00:00', quietUntil: '00:00' };
    const late = at('2026-11-26T23:30:00Z');
    expect(pushTimeAfterQuietHours(late, 'UTC', none)).toEqual(late);
  });
});
