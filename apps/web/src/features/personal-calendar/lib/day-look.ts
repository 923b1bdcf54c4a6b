import type { PersonalCalendar } from '@crewhub/shared';

export type CalendarDay = PersonalCalendar['days'][number];

/** Relative luminance of a #rrggbb colour (WCAG 2). */
const luminance = (hex: string): number => {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

const isHex = (value: string) => /^#[0-9a-f]{6}$/i.test(value);

/** Black or white text, whichever reads better on the colour (outdoors, in sunlight). */
export const readableTextOn = (hex: string): '#000000' | '#ffffff' => {
  if (!isHex(hex)) return '#000000';
  const value = luminance(hex);
  return contrast(value, 0) >= contrast(value, 1) ? '#000000' : '#ffffff';
};

/** The WCAG contrast ratio of the day number on its colour. */
export const textContrastOn = (hex: string): number =>
  isHex(hex) ? contrast(luminance(hex), luminance(readableTextOn(hex))) : 21;

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
