import { decodeToken } from '@crewhub/shared';
import { describe, expect, it } from 'vitest';
import type { Session } from '@/lib/session';
import { fakeToken } from '@/testing/render';
import type { RouteAccess } from '../routes/route-handle';
import { guardRedirect } from './guard-redirect';

const sessionOf = (type: string): Session => {
  const token = fakeToken({ type });
  const claims = decodeToken(token);
  if (!claims) throw new Error('bad test token');
  claims.loginData.projectNumber = type === 'project' ? 'P-1' : null;
  return { token, claims, userRights: {}, mailboxUserRights: [], tenant: null };
};

describe('guardRedirect', () => {
  it.each<[string, Session | null, RouteAccess, string, string | null]>([
    ['anonymous on a private page', null, 'private', '/jobs/5', '/login?redirect=%2Fjobs%2F5'],
    ['anonymous on a public page', null, 'public', '/login', null],
    ['anonymous on an unknown page', null, 'any', '/nope', null],
    ['user on a private page', sessionOf('MOBILE'), 'private', '/jobs', null],
    [
      'project guest outside the project',
      sessionOf('project'),
      'private',
      '/jobs',
      '/projects/P-1',
    ],
    ['project guest on an unknown page', sessionOf('project'), 'any', '/nope', '/projects/P-1'],
    ['project guest on the login page', sessionOf('project'), 'public', '/login', null],
  ])('%s', (_label, session, access, pathname, expected) => {
    expect(guardRedirect(session, access, { pathname, search: '' })).toBe(expected);
  });
});
