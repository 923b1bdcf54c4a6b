import { rowsOfColumns, type RowOf } from '../lists/columns';
import { crewEntryColours } from './calendar-colours';
import type { CrewCalendar } from './planning-calendar.schema';

/** A person of the crew planner as the screen shows them. */
export type CrewCalendarPerson = RowOf<CrewCalendar['people']>;

/** A bar of the crew planner as the screen shows it, with its colour. */
export type CrewCalendarEntry = RowOf<CrewCalendar['entries']> & { colour: string };

/** A page of the crew planner with one object per person and per bar, in the answer's order. */
export type CrewCalendarRows = Omit<CrewCalendar, 'people' | 'entries'> & {
  people: CrewCalendarPerson[];
  entries: CrewCalendarEntry[];
};

/** The answer of GET /plannerCrewCalendar as one object per person and per bar. */
export const crewCalendarRows = ({ people, entries, ...page }: CrewCalendar): CrewCalendarRows => ({
  ...page,
  people: rowsOfColumns(people),
  entries: rowsOfColumns(entries).map((entry) =>
    Object.assign(entry, { colour: crewEntryColours[entry.colourKey] }),
  ),
});
