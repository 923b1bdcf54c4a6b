import type { PersonalCalendar } from '@crewhub/shared';
import { contrastRatio, textColourOn } from '@/lib/calendar/contrast';

export type CalendarDay = PersonalCalendar['days'][number];

/** The WCAG contrast ratio of the day number on its colour. */
export const textContrastOn = (colour: string): number =>
  contrastRatio(colour, textColourOn(colour));

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
        color: textColourOn(day.colour),
        legend: day.legend,
        colour: day.colour,
      }
    : null;

export const daysByDate = (days: readonly CalendarDay[]): Map<string, CalendarDay> =>
  new Map(days.map((day) => [day.date, day]));
