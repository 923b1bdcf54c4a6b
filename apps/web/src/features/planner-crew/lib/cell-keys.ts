/**
 * Arrow-key moves between the crew grid's marked days (WAI-ARIA grid keys). The grid draws
 * only the rows on screen, so the next mark is looked up among the drawn cells: Left/Right
 * within the person's row, Up/Down the same day in the nearest row above or below that has one.
 */
const marksOf = (row: Element | null): HTMLElement[] =>
  row ? [...row.querySelectorAll<HTMLElement>('[data-day]')] : [];

export const cellKeyTarget = (key: string, mark: HTMLElement): HTMLElement | null => {
  const row = mark.parentElement?.parentElement ?? null;
  const inRow = marksOf(row);
  const index = inRow.indexOf(mark);
  if (key === 'ArrowLeft') return inRow[index - 1] ?? null;
  if (key === 'ArrowRight') return inRow[index + 1] ?? null;
  if (key !== 'ArrowUp' && key !== 'ArrowDown') return null;
  const day = mark.dataset.day;
  let next = key === 'ArrowUp' ? row?.previousElementSibling : row?.nextElementSibling;
  while (next) {
    const same = marksOf(next).find((candidate) => candidate.dataset.day === day);
    if (same) return same;
    next = key === 'ArrowUp' ? next.previousElementSibling : next.nextElementSibling;
  }
  return null;
};
