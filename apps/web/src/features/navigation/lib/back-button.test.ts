import type { TokenClaims } from '@crewhub/shared';
import { describe, expect, it } from 'vitest';
import { showBackButton } from './back-button';

const claims = (type: TokenClaims['type']): Pick<TokenClaims, 'type' | 'loginData'> => ({
  type,
  loginData: {
    person: null,
    contactNumber: null,
    language: 'en',
    loginTypes: [],
    displayName: 'X',
    projectNumber: type === 'project' ? 'P-1' : null,
    plusCrewNumber: type === 'pluscrew' ? 'PC-1' : null,
  },
});

describe('showBackButton', () => {
  it.each([
    ['MOBILE', '/', false],
    ['MOBILE', '/jobs', true],
    ['MOBILE', '/projects/P-1', true],
    ['project', '/projects/P-1', false],
    ['project', '/projects/P-1/contact-project-manager', true],
    ['project', '/crews/4', true],
    ['pluscrew', '/plus-crews/PC-1', false],
    ['pluscrew', '/plus-crews/PC-1/data', false],
  ] as const)('%s on %s -> %s', (type, pathname, expected) => {
    expect(showBackButton(claims(type), pathname)).toBe(expected);
  });
});
