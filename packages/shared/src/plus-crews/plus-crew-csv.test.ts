import { describe, expect, it } from 'vitest';
import { parsePlusCrewCsv } from './plus-crew-csv';

const mapping = {
  date: 'Datum',
  actualTurnover: 'Omzet',
  targetTurnover: null,
  staffHours: 'Uren',
};

describe('parsePlusCrewCsv', () => {
  it('reads semicolon files with European numbers and dates', () => {
    const csv =
      '\uFEFFDatum;Omzet;Uren;Kassa\r\n01-02-2028;"1.234,50";7,5;1\r\n2028-02-01;99;0;2\r\n\r\n';
    expect(parsePlusCrewCsv(csv, mapping)).toEqual({
      header: ['Datum', 'Omzet', 'Uren', 'Kassa'],
      rows: [
        {
          row: 2,
          date: '2028-02-01',
          actualTurnoverCents: 123_450,
          targetTurnoverCents: null,
          staffHours: 7.5,
        },
        {
          row: 3,
          date: '2028-02-01',
          actualTurnoverCents: 9900,
          targetTurnoverCents: null,
          staffHours: 0,
        },
      ],
      errors: [],
    });
  });

  it.each([
    ['1,234.50', 123_450],
    ['€ 12,00', 1200],
    ['1.234', 123_400],
    ['12.5', 1250],
  ])('reads the amount %s as %i cents', (cell, cents) => {
    const result = parsePlusCrewCsv(`Datum,Omzet,Uren\n2026-11-02,"${cell}",1`, mapping);
    expect(result.rows[0]?.actualTurnoverCents).toBe(cents);
  });

  it('names the line and column of each bad cell', () => {
    const csv = 'Datum;Omzet;Uren\n31-02-2026;abc;-1\n2026-11-02;10;2';
    const result = parsePlusCrewCsv(csv, mapping);
    expect(result.errors).toEqual([
      { row: 2, column: 'Datum', message: 'Not a date' },
      { row: 2, column: 'Omzet', message: 'Not a number' },
      { row: 2, column: 'Uren', message: 'Negative' },
    ]);
    expect(result.rows.map((row) => row.row)).toEqual([3]);
  });

  it('refuses a file without the mapped columns on line 1', () => {
    const result = parsePlusCrewCsv('Date;Amount\n2026-11-02;10', mapping);
    expect(result.rows).toEqual([]);
    expect(result.errors.map((error) => [error.row, error.column])).toEqual([
      [1, 'Datum'],
      [1, 'Omzet'],
      [1, 'Uren'],
    ]);
  });
});
