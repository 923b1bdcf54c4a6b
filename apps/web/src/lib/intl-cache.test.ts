import { describe, expect, it } from 'vitest';
import { dateFormatter } from './date-format';
import { cachedFormatters } from './intl-cache';

describe('cachedFormatters', () => {
  it('builds one formatter per locale and options', () => {
    let builds = 0;
    const formatter = cachedFormatters((locale: string, options: Intl.NumberFormatOptions) => {
      builds += 1;
      return new Intl.NumberFormat(locale, options);
    });
    const money = formatter('nl', { style: 'currency', currency: 'EUR' });
    expect(formatter('nl', { style: 'currency', currency: 'EUR' })).toBe(money);
    expect(formatter('de', { style: 'currency', currency: 'EUR' })).not.toBe(money);
    expect(formatter('nl', { style: 'percent' })).not.toBe(money);
    expect(builds).toBe(3);
  });

  it('serves the dates of every screen', () => {
    expect(dateFormatter('nl', { dateStyle: 'full' })).toBe(
      dateFormatter('nl', { dateStyle: 'full' }),
    );
  });
});
