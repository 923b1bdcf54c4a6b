import { describe, expect, it } from 'vitest';
import { loginFormSchemas, toTokenRequest } from './login-request';

describe('toTokenRequest', () => {
  it.each([
    ['email', { email: 'crew@demo.crewhub.app', password: 'pw' }],
    ['project', { projectNumber: 'crew@demo.crewhub.app', password: 'pw' }],
    ['plusCrew', { plusCrewNumber: 'crew@demo.crewhub.app', password: 'pw' }],
  ] as const)('%s', (mode, expected) => {
    expect(toTokenRequest(mode, { login: ' crew@demo.crewhub.app ', password: 'pw' })).toEqual(
      expected,
    );
  });
});

describe('loginFormSchemas', () => {
  it.each([
    ['email', { login: 'crew@demo.crewhub.app', password: 'x' }, true],
    ['email', { login: 'P-2026-001', password: 'x' }, false],
    ['email', { login: 'crew@demo.crewhub.app', password: '' }, false],
    ['project', { login: 'P-2026-001', password: 'x' }, true],
    ['project', { login: '  ', password: 'x' }, false],
    ['plusCrew', { login: 'PC-001', password: 'x' }, true],
  ] as const)('%s %o -> %s', (mode, values, valid) => {
    expect(loginFormSchemas[mode].safeParse(values).success).toBe(valid);
  });
});
