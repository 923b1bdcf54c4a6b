import type { TreeYear } from './tree.schema';

/**
 * Counts per year from the first year with trees to `lastYear`, with empty years filled in,
 * so the forest grows year by year on screen without holes.
 */
export const treeYears = (
  rows: readonly { year: number; company: number; mine: number }[],
  lastYear: number,
): TreeYear[] => {
  if (rows.length === 0) return [];
  const byYear = new Map(rows.map((row) => [row.year, row]));
  const first = Math.min(...rows.map((row) => row.year));
  const last = Math.max(lastYear, ...rows.map((row) => row.year));
  return Array.from({ length: last - first + 1 }, (_, index) => {
    const year = first + index;
    const row = byYear.get(year);
    return { year, company: row?.company ?? 0, mine: row?.mine ?? 0 };
  });
};
