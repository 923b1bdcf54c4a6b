import type { CrewItemStatus } from '@crewhub/shared';
import { describe, expect, it } from 'vitest';
import { confirmStateOf } from './confirm-state';

const startsAt = '2026-11-23T07:00:00.000Z';
const job = (status: CrewItemStatus, canConfirm: boolean) => ({ status, startsAt, canConfirm });

describe('confirmStateOf', () => {
  it.each([
    ['requested', true, '2026-11-23T06:59:59Z', 'confirmable'],
    ['requested', true, '2026-11-23T07:00:00Z', 'alreadyStarted'],
    ['requested', true, '2026-11-23T12:00:00Z', 'alreadyStarted'],
    ['requested', false, '2026-11-22T12:00:00Z', 'alreadyStarted'],
    ['confirmed', false, '2026-11-22T12:00:00Z', 'confirmed'],
    ['applied', false, '2026-11-22T12:00:00Z', 'none'],
    ['spare', false, '2026-11-22T12:00:00Z', 'none'],
    ['cancelled', false, '2026-11-22T12:00:00Z', 'none'],
  ] as const)('%s (canConfirm %s) at %s -> %s', (status, canConfirm, now, expected) => {
    expect(confirmStateOf(job(status, canConfirm), new Date(now))).toBe(expected);
  });
});
