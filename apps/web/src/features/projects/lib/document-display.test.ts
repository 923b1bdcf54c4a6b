import { describe, expect, it } from 'vitest';
import { fileKindOf, groupInOrder, paperDescription } from './document-display';

describe('fileKindOf', () => {
  it.each([
    ['application/pdf', 'pdf'],
    ['image/jpeg', 'image'],
    ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'sheet'],
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'other'],
    [null, 'other'],
  ] as const)('%s is %s', (contentType, kind) => {
    expect(fileKindOf(contentType)).toBe(kind);
  });
});

describe('groupInOrder', () => {
  it('keeps the order of first appearance and of the items within a group', () => {
    const rows = [
      { person: 'Bos', doc: 'ID' },
      { person: 'Dekker', doc: 'ID' },
      { person: 'Bos', doc: 'VCA' },
    ];
    expect(groupInOrder(rows, (row) => row.person)).toEqual([
      ['Bos', [rows[0], rows[2]]],
      ['Dekker', [rows[1]]],
    ]);
  });
});

describe('paperDescription', () => {
  it('names the type unless the name says it, with the year', () => {
    const paper = { name: 'Hall 3 entrances', typeName: 'Site map', documentDate: '2026-11-15' };
    expect(paperDescription('en', paper)).toBe('Site map · 15 Nov 2026');
    expect(paperDescription('en', { ...paper, name: 'Site map' })).toBe('15 Nov 2026');
    expect(paperDescription('nl', { ...paper, name: 'Site map' })).toBe('15 nov 2026');
  });
});
