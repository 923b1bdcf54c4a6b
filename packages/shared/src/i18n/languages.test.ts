import { describe, expect, it } from 'vitest';
import { normalizeLanguage, resolveUiLanguage } from './languages';

describe('normalizeLanguage', () => {
  it.each([
    ['en', 'en'],
    ['nl', 'nl'],
    ['cy', 'cy'],
    ['fr', 'fr'],
    ['de', 'de'],
    ['es', 'es'],
    ['de-at', 'de-at'],
    ['deAt', 'de-at'],
    ['DE_AT', 'de-at'],
    ['NL', 'nl'],
    ['pt', 'en'],
    ['klingon', 'en'],
    ['', 'en'],
    [null, 'en'],
    [undefined, 'en'],
  ])('maps %s to %s', (input, expected) => {
    expect(normalizeLanguage(input)).toBe(expected);
  });
});

describe('resolveUiLanguage', () => {
  it('uses the user language when the tenant allows it', () => {
    expect(
      resolveUiLanguage({ tenantDefault: 'nl', useUserLanguage: true, userLanguage: 'fr' }),
    ).toBe('fr');
  });
  it('uses the tenant default when the tenant does not allow user languages', () => {
    expect(
      resolveUiLanguage({ tenantDefault: 'nl', useUserLanguage: false, userLanguage: 'fr' }),
    ).toBe('nl');
  });
  it('falls back to the tenant default when the user has no language', () => {
    expect(
      resolveUiLanguage({ tenantDefault: 'de', useUserLanguage: true, userLanguage: null }),
    ).toBe('de');
  });
  it('maps an unknown tenant default to English', () => {
    expect(resolveUiLanguage({ tenantDefault: 'xx', useUserLanguage: false })).toBe('en');
  });
});
