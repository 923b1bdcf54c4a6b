import { crewEntryColours, type CrewCalendarEntry, type CrewEntryColourKey } from '@crewhub/shared';

/** What one day cell of a person's row shows. */
export type DayCell = { entries: CrewCalendarEntry[]; colour: string | null };

/** Assignments first: they are what a planner looks for; time off after. */
const kindOrder: Record<CrewCalendarEntry['kind'], number> = {
  assignment: 0,
  vacation: 1,
  blockDate: 2,
};

const byKindThenStart = (a: CrewCalendarEntry, b: CrewCalendarEntry) =>
  kindOrder[a.kind] - kindOrder[b.kind] || a.startDate.localeCompare(b.startDate);

/**
 * Per person, one cell per day with the entries covering that day; undefined for a person with
 * no entries. Multi-day entries fill every day they cover; the first entry's colour paints the
 * cell. The entries are sorted out per person once, and a row's cells are made the first time
 * it is asked for (when it is drawn) and then kept: a month of 2,000 people would otherwise make
 * 62,000 cells before the first screen of 20 rows shows.
 */
export const rowCells = (
  entries: readonly CrewCalendarEntry[],
  days: readonly string[],
): ((personId: number) => DayCell[] | undefined) => {
  const index = new Map(days.map((day, position) => [day, position]));
  const first = days[0] ?? '';
  const last = days.at(-1) ?? '';
  const byPerson = new Map<number, CrewCalendarEntry[]>();
  for (const entry of entries) {
    const own = byPerson.get(entry.personId);
    if (own) own.push(entry);
    else byPerson.set(entry.personId, [entry]);
  }
  const made = new Map<number, DayCell[]>();
  const makeRow = (own: CrewCalendarEntry[]): DayCell[] => {
    const row: CrewCalendarEntry[][] = days.map(() => []);
    for (const entry of own.sort(byKindThenStart)) {
      const start = index.get(entry.startDate < first ? first : entry.startDate);
      const end = index.get(entry.endDate > last ? last : entry.endDate);
      if (start === undefined || end === undefined) continue;
      for (let day = start; day <= end; day += 1) row[day]?.push(entry);
    }
    return row.map((dayEntries) => ({
      entries: dayEntries,
      colour: dayEntries[0]?.colour ?? null,
    }));
  };
  return (personId) => {
    const own = byPerson.get(personId);
    if (!own) return undefined;
    const row = made.get(personId) ?? makeRow(own);
    made.set(personId, row);
    return row;
  };
};

/**
 * A cell's tooltip: each entry's own words (project and function, a blocked date's reason),
 * else the name of its kind in the UI language ("Vacation", "Booked").
 */
export const cellTitle = (
  cell: DayCell,
  kindName: (kind: CrewCalendarEntry['kind']) => string,
): string => cell.entries.map((entry) => entry.label ?? kindName(entry.kind)).join('\n');

/** Colours the planner can meet in the crew grid, in legend order: the shared palette's. */
export const crewColourKeys = Object.keys(crewEntryColours) as CrewEntryColourKey[];

/** The legend shows only the colours on screen. */
export const legendOf = (
  entries: readonly CrewCalendarEntry[],
): { key: CrewEntryColourKey; colour: string }[] => {
  const shown = new Set(entries.map((entry) => entry.colourKey));
  return crewColourKeys
    .filter((key) => shown.has(key))
    .map((key) => ({ key, colour: crewEntryColours[key] }));
};
