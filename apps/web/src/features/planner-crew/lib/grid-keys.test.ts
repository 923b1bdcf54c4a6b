import { describe, expect, it } from 'vitest';
import { clampCell, moveCell, withRow } from './grid-keys';

const bounds = { rows: 50, cols: 32, page: 10 };
const at = { row: 5, col: 3 };

describe('moveCell', () => {
  it('moves one cell with the arrows', () => {
    expect(moveCell('ArrowRight', at, bounds)).toEqual({ row: 5, col: 4 });
    expect(moveCell('ArrowLeft', at, bounds)).toEqual({ row: 5, col: 2 });
    expect(moveCell('ArrowDown', at, bounds)).toEqual({ row: 6, col: 3 });
    expect(moveCell('ArrowUp', at, bounds)).toEqual({ row: 4, col: 3 });
  });

  it('stops at the edges instead of wrapping', () => {
    expect(moveCell('ArrowLeft', { row: 0, col: 0 }, bounds)).toEqual({ row: 0, col: 0 });
    expect(moveCell('ArrowUp', { row: 0, col: 4 }, bounds)).toEqual({ row: 0, col: 4 });
    expect(moveCell('ArrowRight', { row: 49, col: 31 }, bounds)).toEqual({ row: 49, col: 31 });
    expect(moveCell('ArrowDown', { row: 49, col: 31 }, bounds)).toEqual({ row: 49, col: 31 });
  });

  it("goes to the row's ends with Home and End, to the grid's corners with Ctrl", () => {
    expect(moveCell('Home', at, bounds)).toEqual({ row: 5, col: 0 });
    expect(moveCell('End', at, bounds)).toEqual({ row: 5, col: 31 });
    expect(moveCell('Home', at, bounds, true)).toEqual({ row: 0, col: 0 });
    expect(moveCell('End', at, bounds, true)).toEqual({ row: 49, col: 31 });
  });

  it('moves a screen of rows with Page Up and Page Down, at least one', () => {
    expect(moveCell('PageDown', at, bounds)).toEqual({ row: 15, col: 3 });
    expect(moveCell('PageUp', at, bounds)).toEqual({ row: 0, col: 3 });
    expect(moveCell('PageDown', { row: 45, col: 3 }, bounds)).toEqual({ row: 49, col: 3 });
    expect(moveCell('PageDown', at, { ...bounds, page: 0 })).toEqual({ row: 6, col: 3 });
  });

  it('leaves other keys alone, so Enter and Tab keep their job', () => {
    expect(moveCell('Enter', at, bounds)).toBeNull();
    expect(moveCell('Tab', at, bounds)).toBeNull();
    expect(moveCell('a', at, bounds)).toBeNull();
  });
});

describe('clampCell', () => {
  it('keeps the focus inside a grid that shrank', () => {
    expect(clampCell({ row: 40, col: 31 }, { rows: 10, cols: 8 })).toEqual({ row: 9, col: 7 });
    expect(clampCell({ row: 3, col: 2 }, { rows: 0, cols: 8 })).toEqual({ row: 0, col: 2 });
  });
});

describe('withRow', () => {
  it('adds the focused row to the drawn rows, in order, once', () => {
    expect(withRow([10, 11, 12], 3)).toEqual([3, 10, 11, 12]);
    expect(withRow([10, 11, 12], 11)).toEqual([10, 11, 12]);
    expect(withRow([10, 11], 90)).toEqual([10, 11, 90]);
  });
});
