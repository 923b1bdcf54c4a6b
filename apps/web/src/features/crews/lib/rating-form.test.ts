import type { CrewRating } from '@crewhub/shared';
import { describe, expect, it } from 'vitest';
import { ratingInputs, ratingRows, savedRating, type RatingValues } from './rating-form';

const types = [
  { id: 1, name: 'Punctuality' },
  { id: 2, name: 'Teamwork' },
];

const rating = (ratingTypeId: number | null, value: number, comment: string | null = null) =>
  ({
    id: value,
    assignmentId: 9,
    personId: 4,
    ratingTypeId,
    value,
    comment,
    createdAt: '2026-11-23T10:00:00.000Z',
  }) satisfies CrewRating;

describe('rating form', () => {
  it.each([
    { types, expected: [1, 2] },
    { types: [], expected: [null] },
  ])('has a row per type, or one untyped row', ({ types: given, expected }) => {
    expect(ratingRows(given).map((row) => row.typeId)).toEqual(expected);
  });

  it('starts from my saved stars and comment', () => {
    const saved = savedRating(ratingRows(types), [rating(2, 4, 'Helpful'), rating(null, 1)]);
    expect(saved).toEqual({ values: { '1': 0, '2': 4 }, comment: 'Helpful' });
  });

  it.each<{ values: RatingValues; comment: string; expected: unknown[] }>([
    { values: { '1': 5, '2': 0 }, comment: ' Great ', expected: [[1, 5, 'Great']] },
    {
      values: { '1': 3, '2': 4 },
      comment: '  ',
      expected: [
        [1, 3, null],
        [2, 4, null],
      ],
    },
    { values: {}, comment: 'x', expected: [] },
  ])('saves only rated rows: $values', ({ values, comment, expected }) => {
    const inputs = ratingInputs({ assignmentId: 9, rows: ratingRows(types), values, comment });
    expect(inputs.map((each) => [each.ratingTypeId, each.value, each.comment])).toEqual(expected);
    expect(inputs.every((each) => each.assignmentId === 9)).toBe(true);
  });
});
