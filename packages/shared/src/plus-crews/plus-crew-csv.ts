import { isoDateSchema } from '../lists/dates';
import type { PlusCrewImportMapping } from './plus-crew.schema';

/** One day's figures read from a till's CSV export; several lines may share a date. */
export type PlusCrewCsvRow = {
  /** The line in the file, the header being line 1: what an error names. */
  row: number;
  date: string;
  actualTurnoverCents: number;
  targetTurnoverCents: number | null;
  staffHours: number | null;
};

export type PlusCrewCsvError = { row: number; column: string; message: string };

export type PlusCrewCsv = {
  header: string[];
  rows: PlusCrewCsvRow[];
  errors: PlusCrewCsvError[];
};

/** Tills export with semicolons (European Excel), commas or tabs; the header line tells which. */
const delimiterOf = (headerLine: string): string =>
  [';', '\t', ','].reduce((best, candidate) =>
    headerLine.split(candidate).length > headerLine.split(best).length ? candidate : best,
  );

/** Splits one line, honouring double quotes ("a;b" and "" inside quotes). */
const splitLine = (line: string, delimiter: string): string[] => {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index];
    if (quoted && char === '"' && line[index + 1] === '"') {
      cell += '"';
      index += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (char === delimiter && !quoted) {
      cells.push(cell.trim());
      cell = '';
    } else {
      cell += char;
    }
  }
  return [...cells, cell.trim()];
};

/** YYYY-MM-DD, or a European day first: DD-MM-YYYY, DD.MM.YYYY, DD/MM/YYYY. */
const parseDate = (text: string): string | null => {
  const european = /^(\d{1,2})[-./](\d{1,2})[-./](\d{4})$/.exec(text);
  const iso = european
    ? `${european[3]}-${european[2]!.padStart(2, '0')}-${european[1]!.padStart(2, '0')}`
    : text;
  return isoDateSchema.safeParse(iso).success ? iso : null;
};

/**
 * A number as tills write it: "1234.5", "1.234,50", "1,234.50", "€ 12,00". With both separators
 * the last one is the decimal mark; with one kind only, it is decimal when followed by 1 or 2
 * digits at the end, else it groups thousands.
 */
const parseNumber = (text: string): number | null => {
  const bare = text.replace(/[€$£\s]/g, '');
  if (!/^-?[\d.,]+$/.test(bare) || !/\d/.test(bare)) return null;
  const lastMark = Math.max(bare.lastIndexOf('.'), bare.lastIndexOf(','));
  const bothKinds = bare.includes('.') && bare.includes(',');
  const decimal = lastMark >= 0 && (bothKinds || /[.,]\d{1,2}$/.test(bare));
  const whole = (decimal ? bare.slice(0, lastMark) : bare).replace(/[.,]/g, '');
  const value = Number(decimal ? `${whole}.${bare.slice(lastMark + 1)}` : whole);
  return Number.isFinite(value) ? value : null;
};

type Figure = 'actualTurnover' | 'targetTurnover' | 'staffHours';

const headerOf = (lines: string[]) => {
  const headerLine = lines[0] ?? '';
  const delimiter = delimiterOf(headerLine);
  return { delimiter, header: splitLine(headerLine, delimiter) };
};

const linesOf = (text: string) => text.replace(/^\uFEFF/, '').split(/\r?\n/);

/** The column names on a CSV's first line, to map them before parsing. */
export const plusCrewCsvHeader = (text: string): string[] => headerOf(linesOf(text)).header;

/**
 * Reads a till's CSV with the plus crew's column mapping. Every problem names its line and
 * column, so the preview can show them and the server can refuse the file with them.
 */
export const parsePlusCrewCsv = (text: string, mapping: PlusCrewImportMapping): PlusCrewCsv => {
  const lines = linesOf(text);
  const { delimiter, header } = headerOf(lines);
  const wanted = Object.entries(mapping).filter(
    (entry): entry is [keyof PlusCrewImportMapping, string] => entry[1] !== null,
  );
  const missing = wanted.filter(([, column]) => !header.includes(column));
  if (missing.length > 0) {
    const errors = missing.map(([, column]) => ({ row: 1, column, message: 'Column not found' }));
    return { header, rows: [], errors };
  }
  const rows: PlusCrewCsvRow[] = [];
  const errors: PlusCrewCsvError[] = [];
  lines.slice(1).forEach((line, index) => {
    if (line.trim() === '') return;
    const row = index + 2;
    const cells = splitLine(line, delimiter);
    const cellOf = (column: string) => cells[header.indexOf(column)] ?? '';
    const date = parseDate(cellOf(mapping.date));
    if (!date) errors.push({ row, column: mapping.date, message: 'Not a date' });
    const figure = (key: Figure, unit: 'cents' | 'hours'): number | null | undefined => {
      const column = mapping[key];
      if (column === null) return null;
      const value = parseNumber(cellOf(column));
      if (value === null || value < 0) {
        errors.push({ row, column, message: value === null ? 'Not a number' : 'Negative' });
        return undefined;
      }
      return unit === 'cents' ? Math.round(value * 100) : Math.round(value * 100) / 100;
    };
    const actualTurnoverCents = figure('actualTurnover', 'cents');
    const targetTurnoverCents = figure('targetTurnover', 'cents');
    const staffHours = figure('staffHours', 'hours');
    if (
      date &&
      typeof actualTurnoverCents === 'number' &&
      targetTurnoverCents !== undefined &&
      staffHours !== undefined
    ) {
      rows.push({ row, date, actualTurnoverCents, targetTurnoverCents, staffHours });
    }
  });
  return { header, rows, errors };
};
