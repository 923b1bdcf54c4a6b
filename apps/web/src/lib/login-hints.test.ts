import { describe, expect, it } from 'vitest';
import { hasLoginHints, loginHref, readLoginHints, safeRedirect } from './login-hints';

describe('readLoginHints', () => {
  it.each([
    ['', { mode: 'email', login: '', password: '' }],
    [
      '?login=crew@demo.crewhub.app',
      { mode: 'email', login: 'crew@demo.crewhub.app', password: '' },
    ],
    [
      '?PID=P-2026-001&Password=guest2026',
      { mode: 'project', login: 'P-2026-001', password: 'guest2026' },
    ],
    [
      '?PCID=PC-001&Password=guest2026',
      { mode: 'plusCrew', login: 'PC-001', password: 'guest2026' },
    ],
    ['?PID=P-1&PCID=PC-1', { mode: 'project', login: 'P-1', password: '' }],
  ])('%s', (search, expected) => {
    expect(readLoginHints(search)).toEqual(expected);
  });
});

describe('hasLoginHints', () => {
  it.each([
    ['', false],
    ['?redirect=/jobs', false],
    ['?PID=P-1', true],
    ['?Password=x', true],
  ])('%s -> %s', (search, expected) => expect(hasLoginHints(search)).toBe(expected));
});

describe('safeRedirect', () => {
  it.each([
    ['/jobs/5', '/jobs/5'],
    ['/projects?tab=open', '/projects?tab=open'],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['https://evil.example', null],
    ['/login?redirect=/x', null],
    ['', null],
    [null, null],
  ])('%s -> %s', (value, expected) => expect(safeRedirect(value)).toBe(expected));
});

describe('loginHref', () => {
  it.each([
    [{ pathname: '/', search: '' }, '/login'],
    [{ pathname: '/jobs/5', search: '' }, '/login?redirect=%2Fjobs%2F5'],
    [{ pathname: '/jobs', search: '?tab=past' }, '/login?redirect=%2Fjobs%3Ftab%3Dpast'],
    [
      { pathname: '/projects/P-2026-001', search: '?PID=P-2026-001&Password=guest2026' },
      '/login?PID=P-2026-001&Password=guest2026&redirect=%2Fprojects%2FP-2026-001',
    ],
    [{ pathname: '/', search: '?PCID=PC-001&Password=g' }, '/login?PCID=PC-001&Password=g'],
  ])('%o -> %s', (location, expected) => expect(loginHref(location)).toBe(expected));
});
