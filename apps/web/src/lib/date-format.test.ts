import { afterEach, describe, expect, it, vi } from 'vitest';
import { dateFormatter } from './date-format';

const monday = new Date('2026-11-23T09:05:00Z');

describe('dateFormatter', () => {
  afterEach(() => vi.restoreAllMocks());

  // Chromium has no Welsh locale data; pretend the runtime lacks it too.
  const withoutWelsh = () =>
    vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockReturnValue([]);

  it('writes Welsh dates with Welsh names when the runtime has no Welsh', () => {
    withoutWelsh();
    const utc = { timeZone: 'UTC' } as const;
    expect(
      dateFormatter('cy', {
        ...utc,
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }).format(monday),
    ).toBe('Dydd Llun, 23 Tachwedd 2026');
    expect(
      dateFormatter('cy', { ...utc, weekday: 'short', day: 'numeric', month: 'short' }).format(
        monday,
      ),
    ).toBe('Llun 23 Tach');
    expect(dateFormatter('cy', { ...utc, month: 'long', year: 'numeric' }).format(monday)).toBe(
      'Tachwedd 2026',
    );
    expect(dateFormatter('cy', { ...utc, dateStyle: 'full' }).format(monday)).toBe(
      'Dydd Llun, 23 Tachwedd 2026',
    );
    expect(dateFormatter('cy', { ...utc, hour: '2-digit', minute: '2-digit' }).format(monday)).toBe(
      '09:05',
    );
  });

  it('writes English dates the British way', () => {
    expect(
      dateFormatter('en', {
        timeZone: 'UTC',
        weekday: 'short',
        day: 'numeric',
        month: 'short',
      }).format(monday),
    ).toBe('Mon 23 Nov');
  });

  it('leaves other languages to Intl', () => {
    expect(
      dateFormatter('fr', { timeZone: 'UTC', day: 'numeric', month: 'long' }).format(monday),
    ).toBe('23 novembre');
  });
});
