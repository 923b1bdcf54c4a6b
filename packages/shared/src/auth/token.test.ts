import { describe, expect, it } from 'vitest';
import { decodeToken, isTokenValid, type TokenClaims } from './token';

const encode = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

const claims = (exp: number): TokenClaims => ({
  exp,
  sub: 'login:1',
  tid: 1,
  sid: 'session',
  type: 'MOBILE',
  loginData: {
    person: { id: 1, firstName: 'Zoë', lastName: 'Müller', temporary: false },
    contactNumber: null,
    language: 'en',
    loginTypes: [{ code: 'crew', caption: 'Crew' }],
    displayName: 'Zoë Müller',
  },
});

const tokenFor = (payload: unknown): string => `${encode({ alg: 'HS256' })}.${encode(payload)}.sig`;
const now = new Date('2026-01-01T12:00:00Z');
const nowSeconds = now.getTime() / 1000;

describe('isTokenValid', () => {
  it.each([
    ['a token expiring in the future', tokenFor(claims(nowSeconds + 60)), true],
    ['a token expiring right now', tokenFor(claims(nowSeconds)), false],
    ['an expired token', tokenFor(claims(nowSeconds - 1)), false],
    ['a token without the expected claims', tokenFor({ exp: nowSeconds + 60 }), false],
    ['a token that is not JSON', 'a.b.c', false],
    ['a token with two parts', 'a.b', false],
    ['an empty token', '', false],
    ['no token', null, false],
  ])('%s -> %s', (_label, token, expected) => {
    expect(isTokenValid(token, now)).toBe(expected);
  });
});

describe('decodeToken', () => {
  it('reads unicode names from the payload', () => {
    expect(decodeToken(tokenFor(claims(nowSeconds + 60)))?.loginData.displayName).toBe(
      'Zoë Müller',
    );
  });
});
