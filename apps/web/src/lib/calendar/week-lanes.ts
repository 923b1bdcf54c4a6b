/** Anything shown as a bar over one or more days. */
export type Spanning = { id: string | number; startDate: string; endDate: string };

/** One bar inside one week row: which columns it covers and on which lane it sits. */
export type WeekSegment<T extends Spanning> = {
  item: T;
  /** 0 = Monday. */
  column: number;
  span: number;
  lane: number;
  /** The item goes on before this week / after this week (draw a cut edge). */
  continuesBefore: boolean;
  continuesAfter: boolean;
};

const byStartThenLength = <T extends Spanning>(a: T, b: T): number =>
  a.startDate.localeCompare(b.startDate) ||
  b.endDate.localeCompare(a.endDate) ||
  String(a.id).localeCompare(String(b.id));

/**
 * Lays out bars in a week (7 ISO days) like a wall calendar: each bar takes the lowest lane
 * free on all its days, longer bars first so they stay on top and the rows stay compact.
 */
export const layoutWeek = <T extends Spanning>(
  items: readonly T[],
  week: readonly string[],
): WeekSegment<T>[] => {
  const first = week[0];
  const last = week.at(-1);
  if (!first || !last) return [];
  const lanesTaken: boolean[][] = [];
  const segments: WeekSegment<T>[] = [];
  const visible = items
    .filter((item) => item.startDate <= last && (item.endDate || item.startDate) >= first)
    .sort(byStartThenLength);
  for (const item of visible) {
    const end = item.endDate || item.startDate;
    const column = item.startDate < first ? 0 : week.indexOf(item.startDate);
    const lastColumn = end > last ? week.length - 1 : week.indexOf(end);
    const columns = Array.from({ length: lastColumn - column + 1 }, (_, i) => column + i);
    let lane = 0;
    while (columns.some((day) => lanesTaken[lane]?.[day])) lane += 1;
    const row = (lanesTaken[lane] ??= []);
    columns.forEach((day) => (row[day] = true));
    segments.push({
      item,
      column,
      span: columns.length,
      lane,
      continuesBefore: item.startDate < first,
      continuesAfter: end > last,
    });
  }
  return segments;
};

/** How many bars touch each day of the week (for "+3 more" when lanes are capped). */
export const countPerDay = <T extends Spanning>(
  segments: readonly WeekSegment<T>[],
  days: number,
): number[] => {
  const counts = Array.from({ length: days }, () => 0);
  for (const segment of segments) {
    for (let day = segment.column; day < segment.column + segment.span; day += 1) {
      counts[day] = (counts[day] ?? 0) + 1;
    }
  }
  return counts;
};
