import { describe, expect, it } from 'vitest';
import { isCountryCode } from './countries';
import { birthdayProblem, isTimeZone } from './profile-rules';

describe('birthdayProblem', () => {
  it.each([
    ['1990-05-01', null],
    ['1900-01-01', null],
    ['2026-11-25', null],
    ['1899-12-31', 'Use a date from 1900 on'],
    ['2026-11-26', 'A birthday cannot be in the future'],
  ])('%s → %s', (birthday, problem) => {
    expect(birthdayProblem(birthday, '2026-11-25')).toBe(problem);
  });
});

describe('isTimeZone', () => {
  it.each([
    ['Europe/Amsterdam', true],
    ['America/New_York', true],
    ['UTC', true],
    ['Mars/Olympus', false],
    ['CET', false],
    ['', false],
  ])('%s → %s', (zone, known) => {
    expect(isTimeZone(zone)).toBe(known);
  });
});

describe('isCountryCode', () => {
  it.each([
    ['NL', true],
    ['GB', true],
    ['XX', false],
    ['nl', false],
    ['NLD', false],
  ])('%s → %s', (code, known) => {
    expect(isCountryCode(code)).toBe(known);
  });
});
