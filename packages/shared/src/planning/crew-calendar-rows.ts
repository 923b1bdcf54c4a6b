import { rowsOfColumns, type RowOf } from '../lists/columns';
import { dayOfNumber, timeOfMinutes } from '../lists/day-numbers';
import { crewEntryColours } from './calendar-colours';
import type { CrewCalendar } from './planning-calendar.schema';

/** A person of the crew planner as the screen shows them. */
export type CrewCalendarPerson = RowOf<CrewCalendar['people']>;

type EntryColumns = RowOf<CrewCalendar['entries']>;

/** A bar of the crew planner as the screen shows it: dates, times of day and its colour. */
export type CrewCalendarEntry = Omit<
  EntryColumns,
  'startDay' | 'endDay' | 'startMinute' | 'endMinute'
> & {
  startDate: string;
  endDate: string;
  startTime: string | null;
  endTime: string | null;
  colour: string;
};

/** A page of the crew planner with one object per person and per bar, in the answer's order. */
export type CrewCalendarRows = Omit<CrewCalendar, 'people' | 'entries'> & {
  people: CrewCalendarPerson[];
  entries: CrewCalendarEntry[];
};

/** The answer of GET /plannerCrewCalendar as one object per person and per bar. */
export const crewCalendarRows = ({ people, entries, ...page }: CrewCalendar): CrewCalendarRows => {
  const dayOf = dayOfNumber(page.from);
  return {
    ...page,
    people: rowsOfColumns(people),
    entries: rowsOfColumns(entries).map(
      ({ startDay, endDay, startMinute, endMinute, ...entry }) => ({
        ...entry,
        startDate: dayOf(startDay),
        endDate: dayOf(endDay),
        startTime: timeOfMinutes(startMinute),
        endTime: timeOfMinutes(endMinute),
        colour: crewEntryColours[entry.colourKey],
      }),
    ),
  };
};
