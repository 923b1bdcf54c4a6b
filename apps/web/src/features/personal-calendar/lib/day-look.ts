import type { PersonalCalendar } from '@crewhub/shared';
import { luminance, ratioBetween } from '@/lib/calendar/contrast';

export type CalendarDay = PersonalCalendar['days'][number];

const isHex = (value: string) => /^#[0-9a-f]{6}$/i.test(value);

/** Black or white text, whichever reads better on the colour (outdoors, in sunlight). */
export const readableTextOn = (hex: string): '#000000' | '#ffffff' => {
  if (!isHex(hex)) return '#000000';
  const value = luminance(hex);
  return ratioBetween(value, 0) >= ratioBetween(value, 1) ? '#000000' : '#ffffff';
};

/** The WCAG contrast ratio of the day number on its colour. */
export const textContrastOn = (hex: string): number =>
  isHex(hex) ? ratioBetween(luminance(hex), luminance(readableTextOn(hex))) : 21;

export type DayLook = {
  background: string;
  color: string;
  legend: CalendarDay['legend'];
  colour: string;
};

/** How a day cell looks: the legend colour of its events, or plain when it has none. */
export const dayLook = (day: CalendarDay | undefined): DayLook | null =>
  day
    ? {
        background: day.colour,
        color: readableTextOn(day.colour),
        legend: day.legend,
        colour: day.colour,
      }
    : null;

export const daysByDate = (days: readonly CalendarDay[]): Map<string, CalendarDay> =>
  new Map(days.map((day) => [day.date, day]));
