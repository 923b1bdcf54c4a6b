export type WindowInput = {
  /** How far the list is scrolled, in px. */
  scrollTop: number;
  /** Height of the visible part of the list, in px. */
  viewportHeight: number;
  rowHeight: number;
  count: number;
  /** Extra rows rendered above and below so fast scrolling shows no blank gap. */
  overscan: number;
};

export type RowWindow = {
  /** First row to render (inclusive). */
  start: number;
  /** Row after the last one to render (exclusive). */
  end: number;
  /** Where the first rendered row sits, in px from the top of the list. */
  offsetTop: number;
  /** Height of the whole list, so the scrollbar is right. */
  totalHeight: number;
};

/** Which rows of a fixed-row-height list are on screen (plus overscan). */
export const rowWindow = ({
  scrollTop,
  viewportHeight,
  rowHeight,
  count,
  overscan,
}: WindowInput): RowWindow => {
  const totalHeight = Math.max(0, count) * rowHeight;
  if (count <= 0 || rowHeight <= 0) return { start: 0, end: 0, offsetTop: 0, totalHeight };
  // A list scrolled past its end (it just shrank) still shows its last screen.
  const top = Math.min(Math.max(0, scrollTop), Math.max(0, totalHeight - viewportHeight));
  const start = Math.max(0, Math.floor(top / rowHeight) - overscan);
  const end = Math.min(
    count,
    Math.ceil((top + Math.max(0, viewportHeight)) / rowHeight) + overscan,
  );
  return { start, end, offsetTop: start * rowHeight, totalHeight };
};

export const sameWindow = (a: RowWindow, b: RowWindow): boolean =>
  a.start === b.start && a.end === b.end && a.totalHeight === b.totalHeight;
