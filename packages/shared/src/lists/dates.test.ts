import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  daysBetween,
  daysInRange,
  idListQuerySchema,
  isoDateSchema,
} from './dates';

describe('date helpers', () => {
  it('moves plain days across month ends and daylight-saving changes', () => {
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-11-20', '2027-06-01')).toBe(193);
    expect(addMonths('2026-11-23', -1)).toBe('2026-10-23');
    expect(daysInRange('2026-11-29', '2026-12-01')).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
    ]);
  });

  it.each(['2026-02-30', 'soon', '2026-1-01', '', '0000-01-01', '1899-12-31', '3000-01-01'])(
    'refuses %j as a date',
    (value) => {
      expect(isoDateSchema.safeParse(value).success).toBe(false);
    },
  );

  it.each(['1900-01-01', '2028-02-29', '2999-12-31'])('accepts %j as a date', (value) => {
    expect(isoDateSchema.parse(value)).toBe(value);
  });

  it('reads id lists given once, repeated or comma separated', () => {
    expect(idListQuerySchema.parse('1,2')).toEqual([1, 2]);
    expect(idListQuerySchema.parse(['3', '4'])).toEqual([3, 4]);
    expect(idListQuerySchema.safeParse('x').success).toBe(false);
    // Past PostgreSQL's integer range no row can match: invalid input, not a database error.
    expect(idListQuerySchema.safeParse('1,2147483648').success).toBe(false);
    expect(idListQuerySchema.parse('2147483647')).toEqual([2147483647]);
  });
});
