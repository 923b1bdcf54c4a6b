import { cy } from 'date-fns/locale/cy';
import { describe, expect, it } from 'vitest';
import { welshDateNames } from './welsh-date-names';

const dateFnsWidth = { long: 'wide', short: 'abbreviated', narrow: 'narrow' } as const;
const widths = ['long', 'short', 'narrow'] as const;

describe('welshDateNames', () => {
  it.each(widths)('names the days as date-fns does (%s)', (width) => {
    const days = [0, 1, 2, 3, 4, 5, 6] as const;
    expect(welshDateNames.day[width]).toEqual(
      days.map((day) => cy.localize.day(day, { width: dateFnsWidth[width] })),
    );
  });

  it.each(widths)('names the months as date-fns does (%s)', (width) => {
    const months = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const;
    expect(welshDateNames.month[width]).toEqual(
      months.map((month) => cy.localize.month(month, { width: dateFnsWidth[width] })),
    );
  });
});
