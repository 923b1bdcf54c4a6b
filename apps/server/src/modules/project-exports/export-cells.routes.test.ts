import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCrewDayFactories, signaturePng } from '../../testing/crew-day-factories';
import { demoLogin, useTestApp } from '../../testing/test-app';

// Every project export opened with exceljs: typed cells, formats, and user text that a
// spreadsheet would run as a formula neutralised (OWASP CSV injection).
const ctx = useTestApp();
let planner: string;
let projectNumber: string;

const sheetOf = async (path: string) => {
  const response = await ctx.request('POST', `/api/v1/projects/${projectNumber}/${path}`, {
    token: planner,
    body: {},
  });
  expect(response.statusCode).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
};

/** A cell of the first data row (row 4: title, blank, headers), by column number. */
const cell = (sheet: ExcelJS.Worksheet, column: number) => sheet.getRow(4).getCell(column);

const { Date: dateType, Number: numberType } = ExcelJS.ValueType;

/** The cell's type as exceljs reads it (a time of day reads as a date), and its format. */
const expectKind = (target: ExcelJS.Cell, type: ExcelJS.ValueType, numFmt?: string) => {
  expect(target.type).toBe(type);
  if (numFmt) expect(target.numFmt).toContain(numFmt);
};

/** A time-of-day cell holds 1899-12-30 plus the time, as Excel counts days. */
const timeOf = (target: ExcelJS.Cell) => (target.value as Date).toISOString().slice(11, 16);

beforeAll(async () => {
  const f = createCrewDayFactories(ctx.handle.db);
  const setup = await f.ledCrew({
    date: '2026-11-23',
    project: { name: '=HYPERLINK("http://x","y")', rateCents: 4550 },
    position: { startTime: '08:15', endTime: '17:45', chargeableHours: '9.50', amountOfRows: 2 },
  });
  projectNumber = setup.project.number;
  const member = await f.crewMember({ firstName: '+31', lastName: 'Plus' });
  await f.assignment({
    projectCrewItemId: setup.position.id,
    personId: member.person.id,
    status: 'confirmed',
  });
  planner = await ctx.login(demoLogin('planner'));
  const chief = await ctx.login(setup.chief.credentials);
  const signed = await ctx.request(
    'POST',
    `/api/v1/projectCrews/${setup.crew.id}/deliveryNote/signed`,
    {
      token: chief,
      body: { signature: signaturePng, signerName: '@Olivia', rating: 4, comment: '-1+1' },
    },
  );
  expect(signed.statusCode).toBe(200);
});

describe('project exports', () => {
  it('writes the calculation with dates, times, numbers and money', async () => {
    const sheet = await sheetOf('exportProjectCalculationReportXLXS');
    // The title starts with the sheet's words, so the project's name cannot start a formula.
    expect(String(sheet.getCell('A1').value)).toMatch(/^[^=+\-@]/);
    expectKind(cell(sheet, 2), dateType, 'yyyy-mm-dd');
    expectKind(cell(sheet, 4), dateType, 'hh:mm');
    expect(timeOf(cell(sheet, 4))).toBe('08:15');
    expectKind(cell(sheet, 5), dateType, 'hh:mm');
    expect(timeOf(cell(sheet, 5))).toBe('17:45');
    for (const column of [6, 7, 8]) expectKind(cell(sheet, column), numberType);
    expect(cell(sheet, 8).value).toBe(9.5);
    expectKind(cell(sheet, 9), numberType, 'EUR');
    expect(cell(sheet, 9).value).toBe(45.5);
    expectKind(cell(sheet, 10), numberType, 'EUR');
    expect(cell(sheet, 10).value).toBe(9.5 * 2 * 45.5);
  });

  it('writes the crew members with typed dates and neutralised names', async () => {
    const sheet = await sheetOf('exportCrewMembersDocuments');
    const names = sheet.getColumn(1).values.slice(4).map(String);
    expect(names).toContain("'+31 Plus");
    expect(names.every((name) => !/^[=+\-@\t\r]/.test(name))).toBe(true);
    expectKind(cell(sheet, 6), dateType, 'yyyy-mm-dd');
    expectKind(cell(sheet, 7), dateType, 'hh:mm');
    expectKind(cell(sheet, 8), dateType, 'hh:mm');
  });

  it('writes the delivery notes with instants as date-times and the signer neutralised', async () => {
    const sheet = await sheetOf('exportDeliveryNotes');
    expectKind(cell(sheet, 2), dateType, 'yyyy-mm-dd');
    expect(cell(sheet, 4).value).toBe("'@Olivia");
    expectKind(cell(sheet, 5), dateType, 'yyyy-mm-dd hh:mm');
    expectKind(cell(sheet, 6), numberType);
    expect(cell(sheet, 7).value).toBe("'-1+1");
  });
});
