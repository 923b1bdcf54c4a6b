import ExcelJS from 'exceljs';

export type SheetColumn<T> = {
  header: string;
  width?: number;
  value: (row: T) => string | number | null;
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
  for (const row of options.rows) sheet.addRow(options.columns.map((column) => column.value(row)));
  if (options.totals) sheet.addRow(options.totals).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

export const xlsxContentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
