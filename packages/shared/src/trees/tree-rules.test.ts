import { describe, expect, it } from 'vitest';
import { assignTreeInputSchema } from './tree.schema';
import { treeYears } from './tree-rules';

describe('treeYears', () => {
  it.each([
    [[], 2026, []],
    [
      [{ year: 2024, company: 3, mine: 1 }],
      2026,
      [
        { year: 2024, company: 3, mine: 1 },
        { year: 2025, company: 0, mine: 0 },
        { year: 2026, company: 0, mine: 0 },
      ],
    ],
    [
      [
        { year: 2026, company: 2, mine: 0 },
        { year: 2025, company: 5, mine: 2 },
      ],
      2026,
      [
        { year: 2025, company: 5, mine: 2 },
        { year: 2026, company: 2, mine: 0 },
      ],
    ],
  ])('fills the years of %j up to %i', (rows, lastYear, expected) => {
    expect(treeYears(rows, lastYear)).toEqual(expected);
  });

  it.each([
    [{ count: 0 }, 'count'],
    [{ count: 101 }, 'count'],
    [{ plantedOn: '2026-02-30' }, 'plantedOn'],
    [{ personId: 0 }, 'personId'],
  ])('refuses %j naming %s', (change, field) => {
    const result = assignTreeInputSchema.safeParse({
      personId: 1,
      plantedOn: '2026-11-01',
      ...change,
    });
    expect(result.error?.issues[0]?.path[0]).toBe(field);
  });
});
