import ExcelJS from 'exceljs';

export type SheetColumn<T> = {
  header: string;
  width?: number;
  /** Dates go in as Date (at UTC midnight) so the cell is a date, not text. */
  value: (row: T) => string | number | Date | null;
  /** Excel number format of the column's cells, e.g. a currency or date format. */
  numFmt?: string;
};

/** One-sheet XLSX with a bold header row and an optional totals row. */
export const buildSheet = async <T>(options: {
  sheetName: string;
  title: string;
  columns: SheetColumn<T>[];
  rows: T[];
  totals?: (string | number | null)[];
}): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Crewhub';
  const sheet = workbook.addWorksheet(options.sheetName);
  sheet.addRow([options.title]).font = { bold: true, size: 14 };
  sheet.addRow([]);
  sheet.addRow(options.columns.map((column) => column.header)).font = { bold: true };
  sheet.columns.forEach((column, index) => {
    column.width = options.columns[index]?.width ?? 16;
  });
  const formatted = (row: ExcelJS.Row) =>
    options.columns.forEach((column, index) => {
      if (column.numFmt) row.getCell(index + 1).numFmt = column.numFmt;
    });
  for (const row of options.rows)
    formatted(sheet.addRow(options.columns.map((column) => column.value(row))));
  if (options.totals) {
    const totals = sheet.addRow(options.totals);
    totals.font = { bold: true };
    formatted(totals);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

export const xlsxContentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
