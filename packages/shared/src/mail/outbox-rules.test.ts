import { describe, expect, it } from 'vitest';
import { afterFailure, retryDelayMs } from './outbox-rules';

describe('retryDelayMs', () => {
  it.each([
    [1, 30_000],
    [2, 60_000],
    [3, 120_000],
    [12, 6 * 60 * 60_000],
  ])('after %i failed tries waits %i ms', (tries, ms) => {
    expect(retryDelayMs(tries)).toBe(ms);
  });
});

describe('afterFailure', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  it.each([
    [1, 3, 'pending'],
    [2, 3, 'pending'],
    [3, 3, 'dead'],
  ] as const)('try %i of %i leads to %s', (tries, max, status) => {
    expect(afterFailure(tries, max, now).status).toBe(status);
  });

  it('schedules the next try after the backoff', () => {
    expect(afterFailure(2, 5, now)).toEqual({
      status: 'pending',
      runAfter: new Date('2026-11-25T12:01:00Z'),
    });
  });
});
