import type { CrewPage } from '@crewhub/shared';
import { describe, expect, it } from 'vitest';
import { attendanceState } from './attendance-state';

// Shift 07:00-16:00 UTC: check-in 05:00-16:00, check-out until 22:00.
const viewer = (overrides: Partial<CrewPage['viewer']> = {}): CrewPage['viewer'] => ({
  role: 'member',
  assignmentId: 7,
  checkInAt: null,
  checkOutAt: null,
  startsAt: '2026-11-23T07:00:00.000Z',
  timeZone: 'Europe/Amsterdam',
  checkInOpensAt: '2026-11-23T05:00:00.000Z',
  checkInClosesAt: '2026-11-23T16:00:00.000Z',
  checkOutClosesAt: '2026-11-23T22:00:00.000Z',
  ...overrides,
});
const at = (iso: string) => new Date(iso);
const checkedIn = { checkInAt: '2026-11-23T06:55:00.000Z' };

describe('attendanceState check_in', () => {
  it.each([
    ['2026-11-23T04:59:59Z', {}, 'tooEarly'],
    ['2026-11-23T05:00:00Z', {}, 'open'],
    ['2026-11-23T16:00:00Z', {}, 'open'],
    ['2026-11-23T16:00:01Z', {}, 'closed'],
    ['2026-11-23T12:00:00Z', checkedIn, 'done'],
    ['2026-11-23T12:00:00Z', { assignmentId: null }, 'notOnCrew'],
  ])('at %s with %o -> %s', (now, overrides, status) => {
    expect(attendanceState('check_in', viewer(overrides), at(now)).status).toBe(status);
  });

  it('tells when check-in opens', () => {
    expect(attendanceState('check_in', viewer(), at('2026-11-23T01:00:00Z'))).toEqual({
      status: 'tooEarly',
      opensAt: '2026-11-23T05:00:00.000Z',
    });
  });
});

describe('attendanceState check_out', () => {
  it.each([
    ['2026-11-23T12:00:00Z', {}, 'needsCheckIn'],
    ['2026-11-23T06:59:59Z', checkedIn, 'notStarted'],
    ['2026-11-23T07:00:00Z', checkedIn, 'open'],
    ['2026-11-23T12:00:00Z', checkedIn, 'open'],
    ['2026-11-23T22:00:00Z', checkedIn, 'open'],
    ['2026-11-23T22:00:01Z', checkedIn, 'closed'],
    ['2026-11-23T17:00:00Z', { ...checkedIn, checkOutAt: '2026-11-23T16:05:00.000Z' }, 'done'],
    ['2026-11-23T12:00:00Z', { assignmentId: null }, 'notOnCrew'],
  ])('at %s with %o -> %s', (now, overrides, status) => {
    expect(attendanceState('check_out', viewer(overrides), at(now)).status).toBe(status);
  });
});
