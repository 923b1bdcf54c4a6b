import type { CrewCalendarEntry } from '@crewhub/shared';
import { describe, expect, it } from 'vitest';
import { activeFilterCount, noCrewFilters, withList } from './crew-filters';
import { cellTitle, legendOf, rowCells } from './crew-grid';

const days = ['2026-06-01', '2026-06-02', '2026-06-03'];
const entry = (
  personId: number,
  kind: CrewCalendarEntry['kind'],
  start: string,
  end: string,
  colour: string,
) => ({ personId, kind, startDate: start, endDate: end, colour, label: kind }) as CrewCalendarEntry;

describe('rowCells', () => {
  it('fills every day a multi-day entry covers, cut to the month', () => {
    const cells = rowCells([entry(1, 'vacation', '2026-05-30', '2026-06-02', '#9c36b5')], days);
    expect(cells(1)?.map((cell) => cell.colour)).toEqual(['#9c36b5', '#9c36b5', null]);
  });

  it('paints a day with the assignment when time off overlaps it', () => {
    const cells = rowCells(
      [
        entry(1, 'blockDate', '2026-06-02', '2026-06-02', '#495057'),
        entry(1, 'assignment', '2026-06-02', '2026-06-02', '#2f9e44'),
      ],
      days,
    );
    const day = cells(1)?.[1];
    expect(day?.colour).toBe('#2f9e44');
    expect(day?.entries.map((e) => e.kind)).toEqual(['assignment', 'blockDate']);
  });

  it('keeps people apart and ignores entries outside the days', () => {
    const cells = rowCells(
      [
        entry(1, 'assignment', '2026-06-01', '2026-06-01', '#1'),
        entry(2, 'assignment', '2026-07-01', '2026-07-01', '#2'),
      ],
      days,
    );
    expect(cells(1)?.[0]?.entries).toHaveLength(1);
    expect(cells(2)?.every((cell) => cell.entries.length === 0)).toBe(true);
    expect(cells(3)).toBeUndefined();
  });

  it('makes a row once and gives the same cells when it is drawn again', () => {
    const cells = rowCells([entry(1, 'assignment', '2026-06-01', '2026-06-03', '#1')], days);
    expect(cells(1)).toBe(cells(1));
  });
});

describe('cellTitle', () => {
  it("names entries by their own words, else by their kind's name", () => {
    const cell = {
      colour: '#2f9e44',
      entries: [
        {
          ...entry(1, 'assignment', '2026-06-01', '2026-06-01', '#2f9e44'),
          label: 'Expo - Rigger',
        },
        { ...entry(1, 'assignment', '2026-06-01', '2026-06-01', '#2f9e44'), label: null },
        { ...entry(1, 'vacation', '2026-06-01', '2026-06-01', '#9c36b5'), label: null },
        { ...entry(1, 'blockDate', '2026-06-01', '2026-06-01', '#495057'), label: 'Dentist' },
      ],
    };
    const dutch = { assignment: 'Geboekt', vacation: 'Vakantie', blockDate: 'Geblokkeerd' };
    expect(cellTitle(cell, (kind) => dutch[kind])).toBe(
      'Expo - Rigger\nGeboekt\nVakantie\nDentist',
    );
  });
});

describe('crew filters', () => {
  it('counts active filters and keeps ids unique and sorted', () => {
    const filters = withList(noCrewFilters, 'functionIds', [3, 1, 3]);
    expect(filters.functionIds).toEqual([1, 3]);
    expect(activeFilterCount({ ...filters, q: ' lars ' })).toBe(2);
    expect(activeFilterCount(noCrewFilters)).toBe(0);
  });
});

describe('legendOf', () => {
  it('lists the colours in use once, in legend order', () => {
    const legend = legendOf([
      { ...entry(1, 'blockDate', '2026-06-01', '2026-06-01', '#495057'), colourKey: 'blockedDate' },
      {
        ...entry(2, 'assignment', '2026-06-01', '2026-06-01', '#2f9e44'),
        colourKey: 'confirmedPosition',
      },
      {
        ...entry(3, 'assignment', '2026-06-02', '2026-06-02', '#2f9e44'),
        colourKey: 'confirmedPosition',
      },
    ] as const);
    expect(legend).toEqual([
      { key: 'confirmedPosition', colour: '#2f9e44' },
      { key: 'blockedDate', colour: '#495057' },
    ]);
  });
});
