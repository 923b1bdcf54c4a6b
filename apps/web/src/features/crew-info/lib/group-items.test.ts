import type { CrewInfoItem } from '@crewhub/shared';
import { describe, expect, it } from 'vitest';
import { groupItems } from './group-items';

const item = (id: number, category: string | null): CrewInfoItem => ({
  id,
  title: `Item ${id}`,
  body: '',
  url: null,
  category,
  language: null,
});

describe('groupItems', () => {
  it.each([
    { items: [], expected: [] },
    {
      items: [item(1, 'Safety'), item(2, 'Payroll'), item(3, 'Safety')],
      expected: [
        ['Safety', [1, 3]],
        ['Payroll', [2]],
      ],
    },
    {
      items: [item(1, null), item(2, ' '), item(3, 'Links')],
      expected: [
        [null, [1, 2]],
        ['Links', [3]],
      ],
    },
  ])('groups $items.length items in first-seen order', ({ items, expected }) => {
    expect(
      groupItems(items).map((group) => [group.category, group.items.map((each) => each.id)]),
    ).toEqual(expected);
  });
});
