import { describe, expect, it } from 'vitest';
import type { Interval } from '../jobs/job-times';
import { vacancyEligibility, type VacancyIneligibility } from './vacancy-eligibility';

const span = (start: string, end: string): Interval => ({
  start: new Date(`2026-11-23T${start}:00Z`),
  end: new Date(`2026-11-23T${end}:00Z`),
});
const position = span('07:00', '16:00');
const wholeDay = span('00:00', '23:59');

const cases: [string, Partial<Parameters<typeof vacancyEligibility>[0]>, VacancyIneligibility[]][] =
  [
    ['eligible', {}, []],
    ['wrong function', { personFunctionIds: [2] }, ['FUNCTION_MISMATCH']],
    ['overlapping job', { bookedJobs: [span('15:00', '20:00')] }, ['DOUBLE_BOOKED']],
    ['adjacent job', { bookedJobs: [span('16:00', '20:00')] }, []],
    ['blocked day', { blockedDates: [wholeDay] }, ['BLOCKED']],
    ['vacation', { vacations: [wholeDay] }, ['ON_VACATION']],
    [
      'everything wrong',
      {
        personFunctionIds: [],
        bookedJobs: [position],
        blockedDates: [wholeDay],
        vacations: [wholeDay],
      },
      ['FUNCTION_MISMATCH', 'DOUBLE_BOOKED', 'BLOCKED', 'ON_VACATION'],
    ],
  ];

describe('vacancyEligibility', () => {
  it.each(cases)('%s', (_label, overrides, reasons) => {
    const result = vacancyEligibility({
      functionId: 1,
      interval: position,
      personFunctionIds: [1, 3],
      bookedJobs: [],
      blockedDates: [],
      vacations: [],
      ...overrides,
    });
    expect(result).toEqual({ eligible: reasons.length === 0, reasons });
  });
});
