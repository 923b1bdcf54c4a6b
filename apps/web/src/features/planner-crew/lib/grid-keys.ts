/** A cell of the crew grid: the person's row (0 = first person) and the column (0 = names). */
export type CellPosition = { row: number; col: number };

export type GridBounds = {
  /** Rows that can take the focus: the people loaded so far. */
  rows: number;
  /** The name column plus one column per day shown. */
  cols: number;
  /** Rows one screen holds, the step of Page Up and Page Down. */
  page: number;
};

const clamp = (value: number, max: number) => Math.min(Math.max(0, value), Math.max(0, max));

/**
 * Where a key moves the focus in the crew grid (the WAI-ARIA data grid keys): arrows by one
 * cell, Home and End to the row's ends (with Ctrl to the grid's corners), Page Up and Page
 * Down by a screen of rows. Null when the key is not a move, so Enter and Tab keep their job.
 */
export const moveCell = (
  key: string,
  at: CellPosition,
  bounds: GridBounds,
  ctrl = false,
): CellPosition | null => {
  const lastRow = bounds.rows - 1;
  const lastCol = bounds.cols - 1;
  const to = (row: number, col: number) => ({ row: clamp(row, lastRow), col: clamp(col, lastCol) });
  switch (key) {
    case 'ArrowLeft':
      return to(at.row, at.col - 1);
    case 'ArrowRight':
      return to(at.row, at.col + 1);
    case 'ArrowUp':
      return to(at.row - 1, at.col);
    case 'ArrowDown':
      return to(at.row + 1, at.col);
    case 'Home':
      return ctrl ? to(0, 0) : to(at.row, 0);
    case 'End':
      return ctrl ? to(lastRow, lastCol) : to(at.row, lastCol);
    case 'PageUp':
      return to(at.row - Math.max(1, bounds.page), at.col);
    case 'PageDown':
      return to(at.row + Math.max(1, bounds.page), at.col);
    default:
      return null;
  }
};

/** The position kept inside the grid after it shrank (filters, a shorter month, a week). */
export const clampCell = (
  at: CellPosition,
  bounds: Pick<GridBounds, 'rows' | 'cols'>,
): CellPosition => ({
  row: clamp(at.row, bounds.rows - 1),
  col: clamp(at.col, bounds.cols - 1),
});

/** The rows to draw: the virtualiser's window plus the focused row, so the tab stop survives. */
export const withRow = (indexes: number[], row: number): number[] =>
  indexes.includes(row) ? indexes : [...indexes, row].sort((a, b) => a - b);

/** The attribute value that finds a cell's focus target in the DOM. */
export const cellKey = ({ row, col }: CellPosition): string => `${row}:${col}`;
