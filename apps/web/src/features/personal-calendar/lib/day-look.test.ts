import { calendarLegendColours, positionColours } from '@crewhub/shared';
import { describe, expect, it } from 'vitest';
import { dayLook, daysByDate, textContrastOn, type CalendarDay } from './day-look';

const day = (date: string, legend: CalendarDay['legend'], colour: string): CalendarDay => ({
  date,
  legend,
  colourKey: null,
  colour,
  events: [],
});

describe('textContrastOn', () => {
  it('keeps every calendar colour readable (WCAG AA, 4.5:1)', () => {
    for (const colour of [
      ...Object.values(calendarLegendColours),
      ...Object.values(positionColours),
    ]) {
      expect(textContrastOn(colour), colour).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('dayLook', () => {
  it('colours a day by its legend colour and leaves empty days plain', () => {
    const days = daysByDate([day('2026-11-23', 'blockedDate', calendarLegendColours.blockedDate)]);
    expect(dayLook(days.get('2026-11-23'))).toEqual({
      background: calendarLegendColours.blockedDate,
      color: '#fff',
      legend: 'blockedDate',
      colour: calendarLegendColours.blockedDate,
    });
    expect(dayLook(days.get('2026-11-24'))).toBeNull();
  });
});
