import {
  plusCrewDailySums,
  plusCrewMonthDays,
  type PlusCrewDayInput,
  type PlusCrewValueData,
} from '@crewhub/shared';
import { numberOf, type NumberInputValue } from './number-input';

/** A grid cell as its number input holds it. */
export type Cell = NumberInputValue;
export type GridColumn = 'turnover' | 'target' | 'hours';
export type GridDay = Record<GridColumn, Cell>;
export type GridRows = Record<GridColumn, PlusCrewValueData[]>;

/** The grid's start: each day's sums in euros and hours, empty where nothing was entered. */
export const gridDaysOf = (month: string, rows: GridRows): Record<string, GridDay> => {
  const cellsOf = (column: GridColumn) => {
    const unit = column === 'hours' ? 'hours' : 'amount';
    const sums = plusCrewDailySums(month, rows[column], unit);
    const entered = new Set(rows[column].map((row) => row.date));
    return (date: string): Cell => (entered.has(date) ? (sums.get(date) ?? 0) / 100 : '');
  };
  const turnover = cellsOf('turnover');
  const target = cellsOf('target');
  const hours = cellsOf('hours');
  return Object.fromEntries(
    plusCrewMonthDays(month).map((date) => [
      date,
      { turnover: turnover(date), target: target(date), hours: hours(date) },
    ]),
  );
};

const toCents = (cell: Cell) => {
  const value = numberOf(cell);
  return value === null ? null : Math.round(value * 100);
};
const toHours = (cell: Cell) => {
  const value = numberOf(cell);
  return value === null ? null : Math.round(value * 100) / 100;
};

/** The days whose cells changed, with only the changed figures (null clears one). */
export const changedDays = (
  before: Record<string, GridDay>,
  after: Record<string, GridDay>,
): PlusCrewDayInput[] =>
  Object.entries(after).flatMap(([date, day]) => {
    const old = before[date];
    const input: PlusCrewDayInput = { date };
    if (day.turnover !== old?.turnover) input.actualTurnoverCents = toCents(day.turnover);
    if (day.target !== old?.target) input.targetTurnoverCents = toCents(day.target);
    if (day.hours !== old?.hours) input.staffHours = toHours(day.hours);
    return Object.keys(input).length > 1 ? [input] : [];
  });

/** The column's total of what the grid holds now. */
export const columnTotal = (days: Record<string, GridDay>, column: GridColumn): number =>
  Math.round(
    Object.values(days).reduce((total, day) => total + (numberOf(day[column]) ?? 0), 0) * 100,
  ) / 100;
