import { describe, expect, it } from 'vitest';
import type { Interval } from '../jobs/job-times';
import {
  classifyCalendarDay,
  personalCalendarLegend,
  type CalendarEventInput,
  type TimeOffKind,
} from './personal-calendar-day';

const span = (start: string, end: string): Interval => ({
  start: new Date(`2026-11-23T${start}:00Z`),
  end: new Date(`2026-11-23T${end}:00Z`),
});
const morning = span('07:00', '11:00');
const evening = span('17:00', '22:00');
const day = span('00:00', '23:59');
const job = (
  status: Extract<CalendarEventInput, { kind: 'job' }>['status'],
  extra: Partial<Extract<CalendarEventInput, { kind: 'job' }>> = {},
): CalendarEventInput => ({
  kind: 'job',
  status,
  spare: false,
  changed: false,
  interval: morning,
  ...extra,
});

const timeOff = (
  kind: TimeOffKind,
  extra: Partial<Extract<CalendarEventInput, { kind: 'timeOff' }>> = {},
): CalendarEventInput => ({
  kind: 'timeOff',
  timeOff: kind,
  status: 'confirmed',
  unpaid: false,
  interval: day,
  ...extra,
});

const cases: [string, CalendarEventInput[], string | null, string | null][] = [
  ['nothing', [], null, null],
  ['confirmed job', [job('confirmed')], 'confirmedJob', 'confirmedPosition'],
  ['requested job', [job('requested')], 'requestedJob', 'requestPending'],
  ['application', [job('applied')], 'requestedCrew', 'requestPending'],
  ['spare position', [job('confirmed', { spare: true })], 'confirmedJob', 'sparePosition'],
  ['changed job', [job('confirmed', { changed: true })], 'confirmedJob', 'hasChanged'],
  ['cancelled job', [job('cancelled')], 'other', 'cancellation'],
  ['no show', [job('no_show')], 'other', 'absence'],
  ['not needed is hidden', [job('not_needed')], null, null],
  ['blocked date', [{ kind: 'blockDate', interval: day }], 'blockedDate', null],
  [
    'requested vacation',
    [{ kind: 'vacation', status: 'requested', unpaid: false, interval: day }],
    'requestedVacation',
    null,
  ],
  [
    'approved vacation day',
    [{ kind: 'vacation', status: 'approved', unpaid: false, interval: day }],
    'vacationDay',
    'vacationDay',
  ],
  [
    'unpaid vacation day',
    [{ kind: 'vacation', status: 'approved', unpaid: true, interval: day }],
    'vacationDayUnpaid',
    'vacationDayUnpaid',
  ],
  ['sick day', [timeOff('sickness')], 'sickDay', 'sickDay'],
  ['vacation booked by the office', [timeOff('vacation')], 'vacationDay', 'vacationDay'],
  [
    'unpaid vacation booked by the office',
    [timeOff('vacation', { unpaid: true })],
    'vacationDayUnpaid',
    'vacationDayUnpaid',
  ],
  ['bank holiday', [timeOff('bank_holiday')], 'bankHoliday', 'bankHoliday'],
  ['cancelled sick day is hidden', [timeOff('sickness', { status: 'cancelled' })], null, null],
  [
    'job on a sick day',
    [job('confirmed'), timeOff('sickness')],
    'overlappingEvents',
    'doubleBooking',
  ],
  [
    'office vacation on an approved vacation day',
    [timeOff('vacation'), { kind: 'vacation', status: 'approved', unpaid: false, interval: day }],
    'multipleEvents',
    null,
  ],
  [
    'blocked date in a vacation',
    [{ kind: 'blockDate', interval: day }, timeOff('vacation')],
    'multipleEvents',
    null,
  ],
  [
    'rejected vacation is hidden',
    [{ kind: 'vacation', status: 'rejected', unpaid: false, interval: day }],
    null,
    null,
  ],
  [
    'two jobs apart',
    [job('confirmed'), job('requested', { interval: evening })],
    'multipleEvents',
    null,
  ],
  ['double booking', [job('confirmed'), job('requested')], 'overlappingEvents', 'doubleBooking'],
  [
    'job on a blocked day',
    [job('confirmed'), { kind: 'blockDate', interval: day }],
    'overlappingEvents',
    'doubleBooking',
  ],
];

describe('classifyCalendarDay', () => {
  it.each(cases)('%s', (_label, events, legend, colourKey) => {
    const result = classifyCalendarDay(events);
    expect(result?.legend ?? null).toBe(legend);
    expect(result?.colourKey ?? null).toBe(colourKey);
    if (result) expect(result.colour).toMatch(/^#[0-9a-f]{6}$/);
  });
});

describe('personalCalendarLegend', () => {
  it('names every time-off colour once', () => {
    const keys = personalCalendarLegend.map((entry) => entry.key);
    expect(keys).toEqual(expect.arrayContaining(['vacationDay', 'sickDay', 'bankHoliday']));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives every entry a colour of its own', () => {
    const colours = personalCalendarLegend.map((entry) => entry.colour);
    expect(new Set(colours).size).toBe(colours.length);
  });
});
