import type { CrewRating, CrewRatingType, SaveCrewRatingInput } from '@crewhub/shared';

/** One star row per rating type; a tenant without types rates once, untyped. */
export type RatingRow = { typeId: number | null; name: string | null };

export type RatingValues = Record<string, number>;

export const rowKey = (typeId: number | null) => (typeId === null ? 'none' : String(typeId));

export const ratingRows = (types: CrewRatingType[]): RatingRow[] =>
  types.length > 0
    ? types.map((type) => ({ typeId: type.id, name: type.name }))
    : [{ typeId: null, name: null }];

/** My saved stars per row (0 = not rated yet) and the comment I wrote. */
export const savedRating = (rows: RatingRow[], saved: CrewRating[]) => ({
  values: Object.fromEntries(
    rows.map((row) => [
      rowKey(row.typeId),
      saved.find((rating) => rating.ratingTypeId === row.typeId)?.value ?? 0,
    ]),
  ) as RatingValues,
  comment: saved.find((rating) => rating.comment)?.comment ?? '',
});

/** The ratings to save: rated rows only, each with the shared comment. */
export const ratingInputs = (input: {
  assignmentId: number;
  rows: RatingRow[];
  values: RatingValues;
  comment: string;
}): SaveCrewRatingInput[] =>
  input.rows
    .filter((row) => (input.values[rowKey(row.typeId)] ?? 0) > 0)
    .map((row) => ({
      assignmentId: input.assignmentId,
      ratingTypeId: row.typeId,
      value: input.values[rowKey(row.typeId)]!,
      comment: input.comment.trim() || null,
    }));
