import {
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { cellKey, clampCell, moveCell, type CellPosition, type GridBounds } from '../lib/grid-keys';

/**
 * Roving tabindex over the crew grid: one cell is the grid's only tab stop, the keys of
 * moveCell carry it and the focus, and a click or Tab into the grid makes the focused cell the
 * tab stop. Enter is left to the focused element (a link opens its project or profile).
 */
export const useRovingCell = (
  container: RefObject<HTMLElement | null>,
  bounds: Pick<GridBounds, 'rows' | 'cols'>,
  initial: CellPosition,
  /** Rows one screen holds now (it changes with the window). */
  rowsPerPage: () => number,
) => {
  const [position, setPosition] = useState(initial);
  const moved = useRef(false);
  const active = clampCell(position, bounds);

  // After the render: a cell far away is drawn only now (the focused row always is).
  useLayoutEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    container.current?.querySelector<HTMLElement>(`[data-cell="${cellKey(active)}"]`)?.focus();
  });

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const page = rowsPerPage();
    const next = moveCell(event.key, active, { ...bounds, page }, event.ctrlKey || event.metaKey);
    if (!next) return;
    // Also when the focus stays at an edge: the keys must not scroll the page instead.
    event.preventDefault();
    moved.current = true;
    setPosition(next);
  };

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const [row, col] = (event.target.closest<HTMLElement>('[data-cell]')?.dataset.cell ?? '')
      .split(':')
      .map(Number);
    if (row === undefined || col === undefined || Number.isNaN(row) || Number.isNaN(col)) return;
    if (row !== active.row || col !== active.col) setPosition({ row, col });
  };

  return { active, onKeyDown, onFocus };
};
