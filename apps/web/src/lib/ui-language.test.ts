import { describe, expect, it } from 'vitest';
import { loginLanguage, startupLanguage } from './ui-language';

describe('startupLanguage', () => {
  it.each([
    ['tenant default before login', { tenantDefault: 'nl', useUserLanguage: true }, 'nl'],
    ['picked language', { picked: 'fr', tenantDefault: 'nl', useUserLanguage: false }, 'fr'],
    [
      'user language when allowed',
      { tenantDefault: 'nl', useUserLanguage: true, userLanguage: 'de' },
      'de',
    ],
    [
      'tenant default when user languages are off',
      { tenantDefault: 'nl', useUserLanguage: false, userLanguage: 'de' },
      'nl',
    ],
    ['unknown tenant default', { tenantDefault: 'xx', useUserLanguage: false }, 'en'],
  ] as const)('%s', (_label, context, expected) => {
    expect(startupLanguage(context)).toBe(expected);
  });
});

describe('loginLanguage', () => {
  it.each([
    [
      'user language beats a picked one when allowed',
      { picked: 'fr', tenantDefault: 'nl', useUserLanguage: true, userLanguage: 'cy' },
      'cy',
    ],
    [
      'picked language stays when user languages are off',
      { picked: 'fr', tenantDefault: 'nl', useUserLanguage: false, userLanguage: 'cy' },
      'fr',
    ],
    [
      'tenant default without a pick',
      { tenantDefault: 'de-at', useUserLanguage: false, userLanguage: 'cy' },
      'de-at',
    ],
  ] as const)('%s', (_label, context, expected) => {
    expect(loginLanguage(context)).toBe(expected);
  });
});
