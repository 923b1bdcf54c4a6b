import { describe, expect, it } from 'vitest';
import { colourOfInputs } from './planning-calendar.service';

// The colour inputs as the repository writes them: internal kind, unpaid, spare, changed,
// double booked, amount of rows, own status, then the counts per status in the order of
// crewItemStatuses (applied, requested, confirmed, spare, not needed, no-show, cancelled).
describe('colourOfInputs', () => {
  it.each([
    ['fully confirmed', ',0,0,0,0,2,,0,0,2,0,0,0,0', 'confirmedPosition'],
    ['one of two asked', ',0,0,0,0,2,,0,1,1,0,0,0,0', 'requestPending'],
    ['nobody yet', ',0,0,0,0,3,,0,0,0,0,0,0,0', 'requestPending'],
    ['unpaid vacation', 'vacation,1,0,0,0,1,,0,0,0,0,0,0,0', 'vacationDayUnpaid'],
    ['bank holiday', 'bank_holiday,0,0,0,0,1,,0,0,0,0,0,0,0', 'bankHoliday'],
    ['a spare position', ',0,1,0,0,1,,0,0,0,0,0,0,0', 'sparePosition'],
    ['changed after asking', ',0,0,1,0,1,,0,1,0,0,0,0,0', 'hasChanged'],
    ['double booked', ',0,0,0,1,1,,0,0,1,0,0,0,0', 'doubleBooking'],
    ['a no-show', ',0,0,0,0,2,,0,0,1,0,0,1,0', 'absence'],
    ['all cancelled', ',0,0,0,0,1,,0,0,0,0,1,0,1', 'cancellation'],
    ['own status, the rest full', ',0,0,0,0,2,requested,0,0,2,0,0,0,0', 'requestPending'],
    ['own status confirmed', ',0,0,0,0,5,confirmed,0,5,0,0,0,0,0', 'confirmedPosition'],
  ])('%s', (_label, inputs, key) => {
    expect(colourOfInputs(inputs)).toBe(key);
  });
});
