import { describe, expect, it } from 'vitest';
import {
  plusCrewBonusCents,
  plusCrewDailySums,
  plusCrewDayTargets,
  plusCrewMonthFigures,
  plusCrewMonthRange,
  plusCrewSelectedDate,
  type PlusCrewMonthInput,
} from './plus-crew-figures';

const amount = (date: string, amountCents: number) => ({ date, amountCents, hours: null });
const hours = (date: string, value: number) => ({ date, amountCents: null, hours: value });

describe('plusCrewMonthRange', () => {
  it.each([
    ['2026-01', '2026-01-01', '2026-01-31'],
    ['2026-04', '2026-04-01', '2026-04-30'],
    ['2028-02', '2028-02-01', '2028-02-29'],
    ['2027-02', '2027-02-01', '2027-02-28'],
    ['2100-02', '2100-02-01', '2100-02-28'],
    ['2026-12', '2026-12-01', '2026-12-31'],
  ])('%s runs from %s to %s', (month, dateFrom, dateTo) => {
    expect(plusCrewMonthRange(month)).toEqual({ dateFrom, dateTo });
  });
});

describe('plusCrewDailySums', () => {
  it('sums several rows on one date and leaves out rows outside the month', () => {
    const rows = [
      amount('2028-02-29', 1000),
      amount('2028-02-29', 250),
      amount('2028-02-01', 5),
      amount('2028-01-31', 99),
      amount('2028-03-01', 99),
    ];
    const sums = plusCrewDailySums('2028-02', rows, 'amount');
    expect(sums.size).toBe(29);
    expect(sums.get('2028-02-29')).toBe(1250);
    expect(sums.get('2028-02-01')).toBe(5);
    expect(sums.get('2028-02-15')).toBe(0);
  });

  it('sums hours in hundredths without floating-point drift', () => {
    const sums = plusCrewDailySums(
      '2026-11',
      [hours('2026-11-02', 0.1), hours('2026-11-02', 0.2)],
      'hours',
    );
    expect(sums.get('2026-11-02')).toBe(30);
  });
});

describe('plusCrewDayTargets', () => {
  it.each([
    ['per day', { mode: 'perDay' as const, amountCents: 5000 }, [5000, 5000, 5000]],
    // 100001 cents over 30 days: 3333 each, 11 leftover cents on the first 11 days.
    ['per month', { mode: 'perMonth' as const, amountCents: 100_001 }, [3334, 3334, 3333]],
    ['none', null, [0, 0, 0]],
  ])('spreads a %s target', (_, setting, [first, eleventh, last]) => {
    const targets = plusCrewDayTargets('2026-11', [], setting);
    expect([
      targets.get('2026-11-01'),
      targets.get('2026-11-11'),
      targets.get('2026-11-30'),
    ]).toEqual([first, eleventh, last]);
    if (setting?.mode === 'perMonth') {
      expect([...targets.values()].reduce((a, b) => a + b, 0)).toBe(100_001);
    }
  });

  it('takes entered target rows (summed) over the default for their date', () => {
    const rows = [amount('2026-11-07', 8000), amount('2026-11-07', 2000), amount('2026-11-08', 0)];
    const targets = plusCrewDayTargets('2026-11', rows, { mode: 'perDay', amountCents: 5000 });
    expect(targets.get('2026-11-07')).toBe(10_000);
    expect(targets.get('2026-11-08')).toBe(0);
    expect(targets.get('2026-11-09')).toBe(5000);
  });
});

describe('plusCrewBonusCents', () => {
  it.each([
    [150_000, 100_000, 1000, 5000],
    [100_000, 100_000, 1000, 0],
    [90_000, 100_000, 1000, 0],
    [100_333, 100_000, 1000, 33],
    [200_000, 100_000, 0, 0],
  ])('turnover %i against target %i at %i bp gives %i', (turnover, target, share, bonus) => {
    expect(plusCrewBonusCents(turnover, target, share)).toBe(bonus);
  });
});

describe('plusCrewMonthFigures', () => {
  const leapFebruary: PlusCrewMonthInput = {
    month: '2028-02',
    today: '2028-02-10',
    turnoverRows: [
      ...Array.from({ length: 10 }, (_, index) =>
        amount(`2028-02-${String(index + 1).padStart(2, '0')}`, 12_000),
      ),
      amount('2028-02-10', 3000),
    ],
    targetRows: [],
    hoursRows: [hours('2028-02-01', 7.5), hours('2028-02-01', 4.25), hours('2028-02-29', 1)],
    target: { mode: 'perDay', amountCents: 10_000 },
    bonusShareBasisPoints: 1000,
  };

  it('sums a leap February over its 29 days', () => {
    const figures = plusCrewMonthFigures(leapFebruary);
    expect(figures.daysInMonth).toBe(29);
    expect(figures.actualTurnoverCents).toBe(123_000);
    expect(figures.targetTurnoverCents).toBe(290_000);
    expect(figures.staffHours).toBe(12.75);
    expect(figures.days[9]).toMatchObject({
      date: '2028-02-10',
      actualTurnoverCents: 15_000,
      cumulativeTurnoverCents: 123_000,
      cumulativeTargetCents: 100_000,
    });
    expect(figures.progressPercent).toBe(42);
  });

  it('pays the share above the target so far and forecasts from the daily average', () => {
    const figures = plusCrewMonthFigures(leapFebruary);
    expect(figures.elapsedDays).toBe(10);
    expect(figures.targetSoFarCents).toBe(100_000);
    // 10 % of (123000 - 100000).
    expect(figures.bonusSoFarCents).toBe(2300);
    // 12300 a day over 29 days is 356700 against 290000: 10 % of 66700.
    expect(figures.bonusForecastCents).toBe(6670);
    expect(figures.turnoverPerStaffHourCents).toBe(Math.round(123_000 / 12.75));
    expect(figures.bonusPerStaffHourCents).toBe(Math.round(2300 / 12.75));
  });

  it.each([
    ['a month still to come', '2028-01-15', 0],
    ['a month gone by', '2028-03-02', 29],
    ['the last day of the month', '2028-02-29', 29],
  ])('counts the elapsed days of %s', (_, today, elapsed) => {
    const figures = plusCrewMonthFigures({ ...leapFebruary, turnoverRows: [], today });
    expect(figures.elapsedDays).toBe(elapsed);
    expect(figures.bonusForecastCents).toBe(0);
  });

  it('counts days up to the last turnover entered ahead of today', () => {
    const figures = plusCrewMonthFigures({
      ...leapFebruary,
      today: '2028-01-20',
      turnoverRows: [amount('2028-02-03', 40_000)],
    });
    expect(figures.elapsedDays).toBe(3);
    expect(figures.bonusSoFarCents).toBe(1000);
  });

  it('leaves bonus and per-hour figures empty without Team Bonus or hours', () => {
    const figures = plusCrewMonthFigures({
      ...leapFebruary,
      hoursRows: [],
      bonusShareBasisPoints: null,
      target: null,
    });
    expect(figures).toMatchObject({
      bonusSoFarCents: null,
      bonusForecastCents: null,
      turnoverPerStaffHourCents: null,
      progressPercent: null,
    });
  });
});

describe('plusCrewSelectedDate', () => {
  it.each([
    ['2026-05-04', '2026-05-04'],
    [null, '2026-11-23'],
    ['2026-02-30', '2026-11-23'],
    ['yesterday', '2026-11-23'],
  ])('reads %s as %s', (value, selected) => {
    expect(plusCrewSelectedDate(value, '2026-11-23')).toBe(selected);
  });
});
