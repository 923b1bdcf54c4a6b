import ExcelJS from 'exceljs';

/**
 * What a column holds, so the cell gets its real type: text, a number, money (given in cents,
 * shown in euros), a date ("2026-11-23" or a Date), a time of day ("09:30") or an instant.
 */
export type CellKind = 'text' | 'number' | 'money' | 'date' | 'time' | 'dateTime';
export type CellInput = string | number | Date | null | undefined;

export type SheetColumn<T> = {
  header: string;
  width?: number;
  /** Text when not given. */
  kind?: CellKind;
  value: (row: T) => CellInput;
};

/** Excel number formats per kind; text and plain numbers keep the General format. */
const formats: Partial<Record<CellKind, string>> = {
  money: '#,##0.00 [$EUR];-#,##0.00 [$EUR]',
  date: 'yyyy-mm-dd',
  time: 'hh:mm',
  dateTime: 'yyyy-mm-dd hh:mm',
};

/**
 * User text that a spreadsheet could read as a formula (= + - @, or a leading tab or carriage
 * return) gets a leading apostrophe, as the OWASP guidance on CSV injection advises.
 */
export const neutralised = (text: string): string =>
  /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const timeOfDay = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** A time of day as Excel stores it: the fraction of a day. */
const dayFraction = (text: string): number | null => {
  const match = timeOfDay.exec(text);
  if (!match) return null;
  const [hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? 0));
  return ((hours ?? 0) * 3600 + (minutes ?? 0) * 60 + (seconds ?? 0)) / 86400;
};

const asDate = (value: string | Date): Date | null => {
  if (value instanceof Date) return value;
  const date = new Date(isoDate.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : date;
};

const asNumber = (value: string | number): number | null => {
  const number = typeof value === 'number' ? value : Number(value);
  return value !== '' && Number.isFinite(number) ? number : null;
};

const typedValue = (kind: CellKind, value: string | number | Date): ExcelJS.CellValue => {
  switch (kind) {
    case 'number':
      return value instanceof Date ? null : asNumber(value);
    case 'money': {
      const cents = value instanceof Date ? null : asNumber(value);
      return cents === null ? null : cents / 100;
    }
    case 'time':
      return typeof value === 'string' ? dayFraction(value) : null;
    case 'date':
    case 'dateTime':
      return typeof value === 'number' ? null : asDate(value);
    case 'text':
      return null;
  }
};

/**
 * The cell value for a column's kind. A value that does not fit its kind (an unparsable date,
 * a word in a number column) falls back to neutralised text rather than a wrong number.
 */
export const cellValue = (kind: CellKind, value: CellInput): ExcelJS.CellValue => {
  if (value === null || value === undefined) return null;
  return (
    typedValue(kind, value) ??
    neutralised(value instanceof Date ? value.toISOString() : String(value))
  );
};

const formatted = <T>(row: ExcelJS.Row, columns: SheetColumn<T>[]) =>
  columns.forEach((column, index) => {
    const numFmt = formats[column.kind ?? 'text'];
    if (numFmt) row.getCell(index + 1).numFmt = numFmt;
  });

/**
 * One-sheet XLSX with a bold title and header row and an optional totals row (values in the
 * columns' kinds: cents under money). Every export goes through here, so every cell is typed
 * and every text is neutralised the same way.
 */
export const buildSheet = async <T>(options: {
  sheetName: string;
  title: string;
  columns: SheetColumn<T>[];
  rows: T[];
  totals?: CellInput[];
}): Promise<Buffer> => {
  const { columns } = options;
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Crewhub';
  const sheet = workbook.addWorksheet(options.sheetName);
  sheet.addRow([neutralised(options.title)]).font = { bold: true, size: 14 };
  sheet.addRow([]);
  sheet.addRow(columns.map((column) => neutralised(column.header))).font = { bold: true };
  sheet.columns.forEach((column, index) => {
    column.width = columns[index]?.width ?? 16;
  });
  const typedRow = (values: CellInput[]) =>
    values.map((value, index) => cellValue(columns[index]?.kind ?? 'text', value));
  for (const row of options.rows) {
    formatted(sheet.addRow(typedRow(columns.map((column) => column.value(row)))), columns);
  }
  if (options.totals) {
    const totals = sheet.addRow(typedRow(options.totals));
    totals.font = { bold: true };
    formatted(totals, columns);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

export const xlsxContentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
