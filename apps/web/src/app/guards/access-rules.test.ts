import type { TokenClaims } from '@crewhub/shared';
import { describe, expect, it } from 'vitest';
import { accessRedirect, guestHome, postLoginPath } from './access-rules';

type Claims = Pick<TokenClaims, 'type' | 'loginData'>;

const loginData = {
  person: null,
  contactNumber: null,
  language: 'en',
  loginTypes: [],
  displayName: 'Guest',
};
const user: Claims = {
  type: 'MOBILE',
  loginData: {
    ...loginData,
    person: { id: 1, firstName: 'A', lastName: 'B', temporary: false },
    loginTypes: [{ code: 'crew', caption: 'Crew' }],
  },
};
const projectGuest: Claims = {
  type: 'project',
  loginData: { ...loginData, projectNumber: 'P-2026-001' },
};
const plusCrewGuest: Claims = {
  type: 'pluscrew',
  loginData: { ...loginData, plusCrewNumber: 'PC-001' },
};

describe('accessRedirect', () => {
  it.each([
    ['user', user, '/jobs/5', null],
    ['user', user, '/plus-crews/PC-001/settings', null],
    ['project guest', projectGuest, '/projects/P-2026-001', null],
    ['project guest', projectGuest, '/projects/P-2026-001/contact-project-manager', null],
    ['project guest', projectGuest, '/crews/7', null],
    ['project guest', projectGuest, '/crews/7/contact-crew-chief', null],
    ['project guest', projectGuest, '/crews/7/contact-crew-member/12', null],
    ['project guest', projectGuest, '/locations/3', null],
    ['project guest', projectGuest, '/projects/P-OTHER', '/projects/P-2026-001'],
    ['project guest', projectGuest, '/projects/P-2026-001/documents', '/projects/P-2026-001'],
    ['project guest', projectGuest, '/crews/7/check-in', '/projects/P-2026-001'],
    ['project guest', projectGuest, '/', '/projects/P-2026-001'],
    ['project guest', projectGuest, '/jobs', '/projects/P-2026-001'],
    ['plus-crew guest', plusCrewGuest, '/plus-crews/PC-001', null],
    ['plus-crew guest', plusCrewGuest, '/plus-crews/PC-001/data', null],
    ['plus-crew guest', plusCrewGuest, '/plus-crews/PC-001/settings', '/plus-crews/PC-001'],
    ['plus-crew guest', plusCrewGuest, '/plus-crews/PC-002', '/plus-crews/PC-001'],
    ['plus-crew guest', plusCrewGuest, '/projects/P-2026-001', '/plus-crews/PC-001'],
    ['plus-crew guest', plusCrewGuest, '/version', '/plus-crews/PC-001'],
  ])('%s on %s -> %s', (_who, claims, pathname, expected) => {
    expect(accessRedirect(claims, pathname)).toBe(expected);
  });
});

describe('guestHome', () => {
  it.each([
    [user, null],
    [projectGuest, '/projects/P-2026-001'],
    [plusCrewGuest, '/plus-crews/PC-001'],
  ])('%#', (claims, expected) => expect(guestHome(claims)).toBe(expected));
});

describe('postLoginPath', () => {
  it.each([
    ['user without redirect', user, null, '/'],
    ['user back to the original page', user, '/jobs/5', '/jobs/5'],
    ['user with query', user, '/jobs?tab=past', '/jobs?tab=past'],
    ['user with a foreign redirect', user, '//evil.example', '/'],
    ['project guest lands on the project', projectGuest, null, '/projects/P-2026-001'],
    ['project guest to an allowed page', projectGuest, '/crews/7', '/crews/7'],
    ['project guest to a forbidden page', projectGuest, '/jobs', '/projects/P-2026-001'],
    ['plus-crew guest lands on the plus crew', plusCrewGuest, null, '/plus-crews/PC-001'],
    [
      'plus-crew guest to its data',
      plusCrewGuest,
      '/plus-crews/PC-001/data',
      '/plus-crews/PC-001/data',
    ],
  ])('%s', (_label, claims, redirect, expected) => {
    expect(postLoginPath(claims, redirect)).toBe(expected);
  });
});
