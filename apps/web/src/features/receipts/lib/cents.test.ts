import { describe, expect, it } from 'vitest';
import { toCents } from './cents';

describe('toCents', () => {
  it.each([
    [12.1, 1210],
    ['0.29', 29],
    [0, 0],
    ['', null],
  ])('%o euros are %o cents', (euros, cents) => {
    expect(toCents(euros)).toBe(cents);
  });
});
