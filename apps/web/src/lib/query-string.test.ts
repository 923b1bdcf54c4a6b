import { describe, expect, it } from 'vitest';
import { queryString } from './query-string';

describe('queryString', () => {
  it('leaves out empty values and joins lists', () => {
    expect(
      queryString({ tab: 'past', q: '', closed: false, page: 2, ids: [1, 2], none: [], x: null }),
    ).toBe('?tab=past&closed=false&page=2&ids=1%2C2');
  });

  it('is empty without values', () => {
    expect(queryString({ q: undefined })).toBe('');
  });
});
