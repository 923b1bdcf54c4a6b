import { describe, expect, it } from 'vitest';
import { parseTypedDay } from './typed-day';

describe('parseTypedDay', () => {
  it.each([
    ['03-04-2026', '2026-04-03'],
    ['25-12-2026', '2026-12-25'],
    ['3-4-2026', '2026-04-03'],
    [' 29-02-2028 ', '2028-02-29'],
  ])('reads %s day first as %s', (typed, day) => {
    expect(parseTypedDay(typed)).toBe(day);
  });

  it.each([
    '31-02-2026',
    '29-02-2026',
    '12-13-2026',
    '00-01-2026',
    '25-12-26',
    '2026-12-25',
    '25/12/2026',
    '25-12-2026x',
    '',
  ])('refuses %j', (typed) => {
    expect(parseTypedDay(typed)).toBeNull();
  });
});
