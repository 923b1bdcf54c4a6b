import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildSheet, cellValue, neutralised, type CellKind } from './spreadsheets';

describe('neutralised', () => {
  it.each(['=1+1', '+31 6 1234', '-2', '@SUM(A1)', '\tx', '\rx'])(
    'puts an apostrophe before %j',
    (text) => expect(neutralised(text)).toBe(`'${text}`),
  );
  it('leaves other text alone', () => expect(neutralised('Łódź = fine')).toBe('Łódź = fine'));
});

describe('cellValue', () => {
  it.each<[CellKind, string | number | Date, ExcelJS.CellValue]>([
    ['number', '7.50', 7.5],
    ['number', 3, 3],
    ['money', 123456, 1234.56],
    ['date', '2026-11-23', new Date('2026-11-23T00:00:00Z')],
    ['time', '09:30', 9.5 / 24],
    ['dateTime', '2026-11-23T14:05:00.000Z', new Date('2026-11-23T14:05:00Z')],
    ['text', '=HYPERLINK("x")', `'=HYPERLINK("x")`],
    ['number', '=1+1', `'=1+1`],
    ['date', 'soon', 'soon'],
  ])('%s %j is %j', (kind, value, cell) => expect(cellValue(kind, value)).toEqual(cell));
});

describe('buildSheet', () => {
  it('writes typed cells with formats that exceljs reads back', async () => {
    const bytes = await buildSheet({
      sheetName: 'Test',
      title: '=evil title',
      columns: [
        { header: 'Name', value: (row: { name: string }) => row.name },
        { header: 'Date', kind: 'date', value: () => '2026-11-23' },
        { header: 'Start', kind: 'time', value: () => '08:15' },
        { header: 'Amount', kind: 'money', value: () => 4550 },
      ],
      rows: [{ name: '@admin' }],
      totals: ['Total', null, null, 4550],
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getCell('A1').value).toBe("'=evil title");
    const row = sheet.getRow(4);
    expect(row.getCell(1).value).toBe("'@admin");
    expect(row.getCell(2).type).toBe(ExcelJS.ValueType.Date);
    expect(row.getCell(2).numFmt).toBe('yyyy-mm-dd');
    // A time of day is a number of days that exceljs reads back as a date on 1899-12-30.
    expect(row.getCell(3).value).toEqual(new Date('1899-12-30T08:15:00Z'));
    expect(row.getCell(3).numFmt).toBe('hh:mm');
    expect(row.getCell(4).value).toBe(45.5);
    expect(row.getCell(4).numFmt).toContain('EUR');
    expect(sheet.getRow(5).getCell(4).value).toBe(45.5);
  });
});
