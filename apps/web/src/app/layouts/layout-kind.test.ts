import { describe, expect, it } from 'vitest';
import { layoutKind } from './layout-kind';

const base = { pathname: '/jobs', search: '', embedded: false, publicRoute: false, loggedIn: true };

describe('layoutKind', () => {
  it.each([
    ['logged-in page', {}, 'app'],
    ['public payrolls', { pathname: '/public/payrolls', publicRoute: true }, 'bare'],
    [
      'public crew profile',
      { pathname: '/public/crew-profile/4', publicRoute: true, loggedIn: false },
      'bare',
    ],
    ['login page', { pathname: '/login', publicRoute: true, loggedIn: false }, 'logged-out'],
    ['login page while logged in', { pathname: '/login', publicRoute: true }, 'logged-out'],
    ['unknown page when logged out', { pathname: '/nope', loggedIn: false }, 'logged-out'],
    ['inside an iframe', { embedded: true }, 'top-menu'],
    ['theme query', { search: '?theme=jobobo' }, 'top-menu'],
    [
      'theme query on a public page',
      { pathname: '/login', search: '?theme=x', publicRoute: true },
      'logged-out',
    ],
  ])('%s', (_label, overrides, expected) => {
    expect(layoutKind({ ...base, ...overrides })).toBe(expected);
  });
});
