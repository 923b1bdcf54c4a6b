import { describe, expect, it } from 'vitest';
import { monthLabel, weekdayNames } from './use-weekday-names';

describe('calendar names', () => {
  it('lists weekdays Monday first', () => {
    expect(weekdayNames('en')).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
  });

  it('keeps the case each language writes its names in', () => {
    expect(monthLabel('en', '2026-11')).toBe('November 2026');
    expect(monthLabel('de', '2026-11')).toBe('November 2026');
    expect(monthLabel('nl', '2026-11')).toBe('november 2026');
    expect(weekdayNames('nl')).toEqual(['ma', 'di', 'wo', 'do', 'vr', 'za', 'zo']);
  });
});
