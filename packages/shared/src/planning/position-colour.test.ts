import { describe, expect, it } from 'vitest';
import { positionColourKey, type PositionColourInput } from './position-colour';

const base: PositionColourInput = { statuses: ['confirmed'], amountOfRows: 1 };

describe('positionColourKey', () => {
  it.each<[string, Partial<PositionColourInput>, string]>([
    ['sickness project', { internalKind: 'sickness' }, 'sickDay'],
    ['vacation project', { internalKind: 'vacation' }, 'vacationDay'],
    ['unpaid vacation', { internalKind: 'vacation', unpaid: true }, 'vacationDayUnpaid'],
    ['bank holiday', { internalKind: 'bank_holiday' }, 'bankHoliday'],
    ['a no-show', { statuses: ['confirmed', 'no_show'], amountOfRows: 2 }, 'absence'],
    ['double booking', { doubleBooked: true }, 'doubleBooking'],
    ['all cancelled', { statuses: ['cancelled', 'not_needed'] }, 'cancellation'],
    ['changed after requests', { changed: true }, 'hasChanged'],
    ['spare position', { spare: true }, 'sparePosition'],
    ['only spare people', { statuses: ['spare'] }, 'sparePosition'],
    [
      'fully confirmed',
      { statuses: ['confirmed', 'confirmed'], amountOfRows: 2 },
      'confirmedPosition',
    ],
    [
      'partly confirmed',
      { statuses: ['confirmed', 'requested'], amountOfRows: 2 },
      'requestPending',
    ],
    ['nobody yet', { statuses: [], amountOfRows: 3 }, 'requestPending'],
  ])('%s', (_label, input, expected) => {
    expect(positionColourKey({ ...base, ...input })).toBe(expected);
  });

  it('lets time off win over everything else', () => {
    expect(positionColourKey({ ...base, internalKind: 'sickness', doubleBooked: true })).toBe(
      'sickDay',
    );
  });
});
