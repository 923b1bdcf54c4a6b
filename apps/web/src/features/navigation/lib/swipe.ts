/** Minimal horizontal travel of a swipe. */
export const swipeDeltaPx = 10;

type Point = { x: number; y: number };

/** A swipe is mostly horizontal, so scrolling a page never closes the menu by accident. */
export const swipeDirection = (
  start: Point,
  end: Point,
  minDelta: number = swipeDeltaPx,
): 'left' | 'right' | null => {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  if (Math.abs(dx) < minDelta || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? 'left' : 'right';
};
