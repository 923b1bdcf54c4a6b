import { describe, expect, it } from 'vitest';
import {
  canConfirmJob,
  canSignOff,
  evaluateCheckIn,
  evaluateCheckOut,
  workedHours,
} from './job-rules';
import { jobInterval, overlaps } from './job-times';

const at = (iso: string) => new Date(iso);
// 08:00-17:00 Amsterdam on 23 November = 07:00-16:00 UTC.
const shift = jobInterval(
  { startDate: '2026-11-23', endDate: '2026-11-23', startTime: '08:00', endTime: '17:00' },
  'Europe/Amsterdam',
);

describe('jobInterval', () => {
  it.each([
    ['08:00', '17:00', '2026-11-23T07:00:00.000Z', '2026-11-23T16:00:00.000Z'],
    ['22:00', '06:00', '2026-11-23T21:00:00.000Z', '2026-11-24T05:00:00.000Z'],
    [null, null, '2026-11-22T23:00:00.000Z', '2026-11-23T23:00:00.000Z'],
  ])('%s-%s', (startTime, endTime, start, end) => {
    const interval = jobInterval(
      { startDate: '2026-11-23', endDate: '2026-11-23', startTime, endTime },
      'Europe/Amsterdam',
    );
    expect([interval.start.toISOString(), interval.end.toISOString()]).toEqual([start, end]);
  });
});

describe('overlaps', () => {
  const other = (start: string, end: string) => ({ start: at(start), end: at(end) });
  it.each([
    ['2026-11-23T15:00Z', '2026-11-23T18:00Z', true],
    ['2026-11-23T16:00Z', '2026-11-23T18:00Z', false],
    ['2026-11-23T05:00Z', '2026-11-23T07:00Z', false],
    ['2026-11-23T08:00Z', '2026-11-23T09:00Z', true],
    ['2026-11-22T00:00Z', '2026-11-25T00:00Z', true],
  ])('%s-%s overlaps the shift: %s', (start, end, expected) => {
    expect(overlaps(shift, other(start, end))).toBe(expected);
  });
});

describe('canConfirmJob', () => {
  it.each([
    ['2026-11-23T06:59:59Z', true, 'job has not started'],
    ['2026-11-23T07:00:00Z', false, 'job already started, contact planning to confirm'],
    ['2026-11-23T12:00:00Z', false, 'job already started, contact planning to confirm'],
  ])('at %s ok=%s', (now, ok, message) => {
    const result = canConfirmJob(shift.start, at(now));
    expect(result).toMatchObject({ ok, message });
    if (!result.ok) expect(result.code).toBe('JOB_ALREADY_STARTED');
  });
});

describe('evaluateCheckIn', () => {
  it.each([
    ['2026-11-23T04:59:59Z', null, 'CHECK_IN_TOO_EARLY'],
    ['2026-11-23T05:00:00Z', null, null],
    ['2026-11-23T12:00:00Z', null, null],
    ['2026-11-23T16:00:00Z', null, null],
    ['2026-11-23T16:00:01Z', null, 'CHECK_IN_CLOSED'],
    ['2026-11-23T12:00:00Z', '2026-11-23T06:00:00Z', 'ALREADY_CHECKED_IN'],
  ])('at %s (checked in %s) -> %s', (now, checkInAt, code) => {
    const result = evaluateCheckIn({
      interval: shift,
      now: at(now),
      checkInAt: checkInAt ? at(checkInAt) : null,
      checkOutAt: null,
    });
    expect(result.ok ? null : result.code).toBe(code);
  });
});

describe('evaluateCheckOut', () => {
  it.each([
    ['2026-11-23T12:00:00Z', null, null, 'NOT_CHECKED_IN'],
    ['2026-11-23T12:00:00Z', '2026-11-23T06:00:00Z', null, null],
    ['2026-11-23T22:00:00Z', '2026-11-23T06:00:00Z', null, null],
    ['2026-11-23T22:00:01Z', '2026-11-23T06:00:00Z', null, 'CHECK_OUT_CLOSED'],
    ['2026-11-23T12:00:00Z', '2026-11-23T06:00:00Z', '2026-11-23T11:00:00Z', 'ALREADY_CHECKED_OUT'],
    // Checked in early (allowed), checking out before the start is not.
    ['2026-11-23T06:30:00Z', '2026-11-23T06:00:00Z', null, 'JOB_NOT_STARTED'],
  ])('at %s (in %s, out %s) -> %s', (now, checkInAt, checkOutAt, code) => {
    const result = evaluateCheckOut({
      interval: shift,
      now: at(now),
      checkInAt: checkInAt ? at(checkInAt) : null,
      checkOutAt: checkOutAt ? at(checkOutAt) : null,
    });
    expect(result.ok ? null : result.code).toBe(code);
  });
});

describe('canSignOff', () => {
  it.each([
    ['2026-11-23T06:59:59Z', 'JOB_NOT_STARTED'],
    ['2026-11-23T07:00:00Z', null],
    ['2026-11-23T20:00:00Z', null],
  ])('at %s -> %s', (now, code) => {
    const result = canSignOff(shift, at(now));
    expect(result.ok ? null : result.code).toBe(code);
  });
});

describe('workedHours', () => {
  it.each([
    ['2026-11-23T07:00:00Z', '2026-11-23T16:00:00Z', 9],
    ['2026-11-23T07:00:00Z', '2026-11-23T16:08:00Z', 9.25],
    ['2026-11-23T07:00:00Z', '2026-11-23T16:07:00Z', 9],
    ['2026-11-23T07:00:00Z', null, null],
  ])('%s to %s is %s hours', (checkIn, checkOut, hours) => {
    expect(workedHours(at(checkIn), checkOut ? at(checkOut) : null)).toBe(hours);
  });
});
