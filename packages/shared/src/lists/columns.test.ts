import { describe, expect, it } from 'vitest';
import { rowsOfColumns } from './columns';

describe('rowsOfColumns', () => {
  it('makes one object per row, value i of each column in row i', () => {
    expect(rowsOfColumns({ id: [1, 2], name: ['Ann', null] })).toEqual([
      { id: 1, name: 'Ann' },
      { id: 2, name: null },
    ]);
  });

  it('reads empty columns, or none, as no rows', () => {
    expect(rowsOfColumns({ id: [], name: [] })).toEqual([]);
    expect(rowsOfColumns({})).toEqual([]);
  });

  it('refuses columns of different lengths, naming the odd one', () => {
    expect(() => rowsOfColumns({ id: [1, 2], name: ['Ann'] })).toThrow('name');
    expect(() => rowsOfColumns({ id: [1], name: ['Ann', 'Bo'] })).toThrow('name');
  });
});
