import { describe, expect, it } from 'vitest';
import { crewEntryColours } from './calendar-colours';
import { crewCalendarRows } from './crew-calendar-rows';
import { crewCalendarSchema, type CrewCalendar } from './planning-calendar.schema';

const answer: CrewCalendar = {
  from: '2026-06-01',
  to: '2026-06-30',
  days: ['2026-06-01'],
  page: 1,
  limit: 500,
  total: 2,
  people: {
    personId: [7, 8],
    firstName: ['Ann', 'Bo'],
    lastName: ['Lee', 'Ng'],
    city: ['Gent', null],
    regionId: [null, 3],
    functionIds: [[1, 2], []],
  },
  entries: {
    personId: [7, 8],
    kind: ['assignment', 'blockDate'],
    startDay: [-2, 1],
    endDay: [0, 3],
    startMinute: [480, null],
    endMinute: [1_020, null],
    status: ['confirmed', null],
    assignmentId: [41, null],
    projectNumber: ['P-1', null],
    label: ['Gala - Rigger', 'Dentist'],
    colourKey: ['confirmedPosition', 'blockedDate'],
  },
};

describe('crewCalendarRows', () => {
  it('gives one object per person and per bar, each bar with its colour', () => {
    const rows = crewCalendarRows(crewCalendarSchema.parse(answer));
    expect(rows).toMatchObject({ from: '2026-06-01', total: 2, days: ['2026-06-01'] });
    expect(rows.people).toEqual([
      {
        personId: 7,
        firstName: 'Ann',
        lastName: 'Lee',
        city: 'Gent',
        regionId: null,
        functionIds: [1, 2],
      },
      { personId: 8, firstName: 'Bo', lastName: 'Ng', city: null, regionId: 3, functionIds: [] },
    ]);
    expect(
      rows.entries.map(
        ({ personId, kind, startDate, endDate, startTime, endTime, label, colour }) => ({
          personId,
          kind,
          startDate,
          endDate,
          startTime,
          endTime,
          label,
          colour,
        }),
      ),
    ).toEqual([
      {
        personId: 7,
        kind: 'assignment',
        // Day numbers count from the answer's first day, this bar from before it.
        startDate: '2026-05-30',
        endDate: '2026-06-01',
        startTime: '08:00',
        endTime: '17:00',
        label: 'Gala - Rigger',
        colour: crewEntryColours.confirmedPosition,
      },
      {
        personId: 8,
        kind: 'blockDate',
        startDate: '2026-06-02',
        endDate: '2026-06-04',
        startTime: null,
        endTime: null,
        label: 'Dentist',
        colour: crewEntryColours.blockedDate,
      },
    ]);
  });

  it('refuses an unknown colour key', () => {
    const odd = { ...answer, entries: { ...answer.entries, colourKey: ['pink', 'blockedDate'] } };
    expect(crewCalendarSchema.safeParse(odd).success).toBe(false);
  });
});
