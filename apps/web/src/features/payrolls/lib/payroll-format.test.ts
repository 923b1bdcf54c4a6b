import { describe, expect, it } from 'vitest';
import { formatMoney, formatPeriod } from './payroll-format';

describe('payroll formats', () => {
  it.each([
    ['en', 1234.5, '€1,234.50'],
    ['nl', 1234.5, '€ 1.234,50'],
    ['de', 1234.5, '1.234,50 €'],
  ])('%s writes %d as %s', (language, amount, text) => {
    expect(formatMoney(language, amount).replace(/\s/g, ' ')).toBe(text);
  });

  it('names a whole month, else the days', () => {
    expect(formatPeriod('en', '2026-10-01', '2026-10-31')).toBe('October 2026');
    expect(formatPeriod('en', '2026-02-01', '2026-02-28')).toBe('February 2026');
    expect(formatPeriod('en', '2026-10-01', '2026-10-15')).toBe('Thu 1 Oct – Thu 15 Oct');
  });
});
