import {
  parsePlusCrewCsv,
  plusCrewMonthRange,
  requiredPlusCrewValueTypes,
  type ImportPlusCrewCsvInput,
  type PlusCrewDataSourceType,
  type SavePlusCrewDaysInput,
} from '@crewhub/shared';
import { AppError, invalidField } from '../../lib/app-error';
import type { RequestContext } from '../../lib/request-context';
import { toHundredths } from './plus-crews.mappers';
import { plusCrewsRepository, type DataRowInsert, type ValueRow } from './plus-crews.repository';
import { plusCrewByNumber } from './plus-crews.scope';

/** The three values the grid and the import write to; missing ones are the section 8 error. */
const gridValues = async (ctx: RequestContext, plusCrewId: number) => {
  const values = await plusCrewsRepository.valuesOf(ctx.tx, ctx.tenant.id, [plusCrewId]);
  const [actualTurnover, staffHours, targetTurnover] = requiredPlusCrewValueTypes.map((code) =>
    values.find((value) => value.valueType === code),
  );
  if (!actualTurnover || !staffHours || !targetTurnover) {
    throw new AppError('PLUS_CREW_VALUE_TYPES_MISSING', 'Required value types not found');
  }
  return { actualTurnover, staffHours, targetTurnover };
};

type DayFigure = { date: string; amountCents: number | null; hours: number | null };

/** Replaces a value's rows (of a source, when given) on the figures' dates by the figures. */
const replaceRows = async (
  ctx: RequestContext,
  value: ValueRow,
  figures: DayFigure[],
  source: PlusCrewDataSourceType,
) => {
  const dates = [...new Set(figures.map((figure) => figure.date))];
  await plusCrewsRepository.deleteDatasOn(
    ctx.tx,
    ctx.tenant.id,
    value.id,
    dates,
    source === 'import' ? 'import' : undefined,
  );
  const rows: DataRowInsert[] = figures
    .filter((figure) => figure.amountCents !== null || figure.hours !== null)
    .map((figure) => ({
      tenantId: ctx.tenant.id,
      plusCrewValueId: value.id,
      date: figure.date,
      amountCents: figure.amountCents,
      hoursHundredths: toHundredths(figure.hours),
      dataSourceType: source,
    }));
  await plusCrewsRepository.insertDatas(ctx.tx, rows);
};

/**
 * POST /plusCrews/{number}/days: the grid's changed days of one month. Each given figure
 * becomes the day's one row by hand (what was entered or imported that day is replaced); null
 * clears the day.
 */
export const savePlusCrewDays = async (
  ctx: RequestContext,
  number: string,
  input: SavePlusCrewDaysInput,
) => {
  const crew = await plusCrewByNumber(ctx, number);
  const { dateFrom, dateTo } = plusCrewMonthRange(input.month);
  input.days.forEach((day, index) => {
    if (day.date < dateFrom || day.date > dateTo) {
      throw invalidField(`body.days.${index}.date`, `Not a day of ${input.month}`);
    }
  });
  const values = await gridValues(ctx, crew.id);
  const figuresOf = (
    pick: (day: SavePlusCrewDaysInput['days'][number]) => number | null | undefined,
    unit: 'amount' | 'hours',
  ) =>
    input.days.flatMap((day) => {
      const figure = pick(day);
      if (figure === undefined) return [];
      return [
        {
          date: day.date,
          amountCents: unit === 'amount' ? figure : null,
          hours: unit === 'hours' ? figure : null,
        },
      ];
    });
  await replaceRows(
    ctx,
    values.actualTurnover,
    figuresOf((day) => day.actualTurnoverCents, 'amount'),
    'manual',
  );
  await replaceRows(
    ctx,
    values.targetTurnover,
    figuresOf((day) => day.targetTurnoverCents, 'amount'),
    'manual',
  );
  await replaceRows(
    ctx,
    values.staffHours,
    figuresOf((day) => day.staffHours, 'hours'),
    'manual',
  );
  return { message: 'Saved' };
};

/**
 * POST /plusCrews/{number}/import: a till's CSV with the column mapping, which is kept for the
 * next import. A file with any bad line is refused whole, naming each line; a good one replaces
 * the earlier imported rows of its dates, so importing the same export twice counts it once.
 */
export const importPlusCrewCsv = async (
  ctx: RequestContext,
  number: string,
  input: ImportPlusCrewCsvInput,
) => {
  const crew = await plusCrewByNumber(ctx, number);
  const parsed = parsePlusCrewCsv(input.csv, input.mapping);
  if (parsed.errors.length > 0) {
    const issues = parsed.errors.map((error) => ({
      field: `body.csv.row.${error.row}`,
      message: `Row ${error.row}, column ${error.column}: ${error.message}`,
    }));
    throw new AppError(
      'VALIDATION_FAILED',
      issues.map((issue) => issue.message).join('; '),
      issues,
    );
  }
  if (parsed.rows.length === 0) throw invalidField('body.csv', 'No rows to import');
  const values = await gridValues(ctx, crew.id);
  const amounts = (pick: (row: (typeof parsed.rows)[number]) => number | null) =>
    parsed.rows.flatMap((row) => {
      const amountCents = pick(row);
      return amountCents === null ? [] : [{ date: row.date, amountCents, hours: null }];
    });
  await replaceRows(
    ctx,
    values.actualTurnover,
    amounts((row) => row.actualTurnoverCents),
    'import',
  );
  if (input.mapping.targetTurnover) {
    await replaceRows(
      ctx,
      values.targetTurnover,
      amounts((row) => row.targetTurnoverCents),
      'import',
    );
  }
  if (input.mapping.staffHours) {
    const hours = parsed.rows.map((row) => ({
      date: row.date,
      amountCents: null,
      hours: row.staffHours,
    }));
    await replaceRows(ctx, values.staffHours, hours, 'import');
  }
  await plusCrewsRepository.update(ctx.tx, ctx.tenant.id, crew.id, {
    importMapping: input.mapping,
  });
  return {
    importedDays: new Set(parsed.rows.map((row) => row.date)).size,
    importedRows: parsed.rows.length,
  };
};
