import { describe, expect, it } from 'vitest';
import { rowWindow, sameWindow } from './virtual-window';

const base = { scrollTop: 0, viewportHeight: 400, rowHeight: 40, count: 2000, overscan: 5 };

describe('rowWindow', () => {
  it('renders the first screen plus overscan below', () => {
    expect(rowWindow(base)).toEqual({ start: 0, end: 15, offsetTop: 0, totalHeight: 80_000 });
  });

  it('follows the scroll position with overscan on both sides', () => {
    expect(rowWindow({ ...base, scrollTop: 4_000 })).toEqual({
      start: 95,
      end: 115,
      offsetTop: 3_800,
      totalHeight: 80_000,
    });
  });

  it('handles a row cut in half at the top', () => {
    const window = rowWindow({ ...base, scrollTop: 4_020, overscan: 0 });
    expect([window.start, window.end]).toEqual([100, 111]);
  });

  it('never goes past the last row, even when scrolled beyond the end', () => {
    const window = rowWindow({ ...base, scrollTop: 1_000_000 });
    expect(window.end).toBe(2000);
    expect(window.start).toBe(1985);
  });

  it('keeps a render of 2,000 people to a few dozen rows', () => {
    const window = rowWindow({ ...base, scrollTop: 50_000, viewportHeight: 800 });
    expect(window.end - window.start).toBeLessThanOrEqual(31);
  });

  it('is empty for an empty list', () => {
    expect(rowWindow({ ...base, count: 0 })).toEqual({
      start: 0,
      end: 0,
      offsetTop: 0,
      totalHeight: 0,
    });
  });

  it('compares windows by what they render', () => {
    const screen = { ...base, viewportHeight: 390 };
    expect(sameWindow(rowWindow(screen), rowWindow({ ...screen, scrollTop: 5 }))).toBe(true);
    expect(sameWindow(rowWindow(screen), rowWindow({ ...screen, scrollTop: 400 }))).toBe(false);
  });
});
