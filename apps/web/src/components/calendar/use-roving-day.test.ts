import { describe, expect, it } from 'vitest';
import { monthWeeks } from '@/lib/calendar/month';
import { nextDay } from './use-roving-day';

const days = monthWeeks('2026-05').flat();

describe('nextDay', () => {
  it.each([
    ['ArrowRight', '2026-05-06', '2026-05-07'],
    ['ArrowLeft', '2026-05-06', '2026-05-05'],
    ['ArrowDown', '2026-05-06', '2026-05-13'],
    ['ArrowUp', '2026-05-13', '2026-05-06'],
    ['Home', '2026-05-06', '2026-05-04'],
    ['End', '2026-05-06', '2026-05-10'],
  ])('%s from %s goes to %s', (key, from, to) => {
    expect(nextDay(days, from, key)).toBe(to);
  });

  it('stays put at the grid edge and ignores other keys', () => {
    expect(nextDay(days, days[0] ?? '', 'ArrowUp')).toBeNull();
    expect(nextDay(days, days.at(-1) ?? '', 'ArrowRight')).toBeNull();
    expect(nextDay(days, '2026-05-06', 'a')).toBeNull();
  });
});
