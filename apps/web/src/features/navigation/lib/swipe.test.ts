import { describe, expect, it } from 'vitest';
import { swipeDirection } from './swipe';

describe('swipeDirection', () => {
  it.each([
    [{ x: 100, y: 0 }, { x: 80, y: 2 }, 'left'],
    [{ x: 100, y: 0 }, { x: 130, y: 5 }, 'right'],
    [{ x: 100, y: 0 }, { x: 91, y: 0 }, null],
    [{ x: 100, y: 0 }, { x: 90, y: 0 }, 'left'],
    [{ x: 100, y: 0 }, { x: 80, y: 40 }, null],
    [{ x: 100, y: 0 }, { x: 100, y: 0 }, null],
  ] as const)('%o -> %o = %s', (start, end, expected) => {
    expect(swipeDirection(start, end)).toBe(expected);
  });
});
